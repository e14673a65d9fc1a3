// Every npm script starts here: the project needs Node 24 LTS, brought in by the `node` devDependency.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nThis project needs Node.js 24 or newer, but npm ran it with Node ${process.versions.node}.\n` +
      "Run `npm install` first: it installs Node 24 from the `node` devDependency, which npm scripts put first on PATH.\n",
  );
  process.exit(1);
}
