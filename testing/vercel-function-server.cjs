/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Vercel loads the launcher with require() */
// One Vercel Node function, as Vercel runs it: its folder holds only what the build traced into it (unpacked by
// testing/vercel-output.ts), its own ___next_launcher.cjs gives the (req, res) handler, and the platform's request
// context offers waitUntil (work after the response, e.g. after()). Answers on 127.0.0.1:<port>; prints "ready".
//   node testing/vercel-function-server.cjs <function folder> <port>
const http = require("node:http");
const path = require("node:path");

const [dir, port] = process.argv.slice(2);
const pending = new Set();
// What Vercel's runtime puts on globalThis for @vercel/functions and Next's launcher (waitUntil keeps the instance up).
globalThis[Symbol.for("@vercel/request-context")] = {
  get: () => ({
    waitUntil: (promise) => {
      const p = Promise.resolve(promise).catch((error) => console.error("waitUntil:", error));
      pending.add(p);
      p.finally(() => pending.delete(p));
    },
  }),
};
const handler = require(path.join(path.resolve(dir), "___next_launcher.cjs"));
http
  .createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
