/**
 * The second face of lib/content: the "where we ship" map's projection and outlines, computed on the server.
 * Apart from @/lib/content so the booking page's route map draws without loading the content service.
 */
export { MAP, MAP_HEIGHT, project, worldPaths } from "./projection";
