/** View types the pages receive from the get…() functions. */
export type ContentImage = { src: string; alt: string; width: number; height: number };
