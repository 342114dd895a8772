import { startSeededSite } from "./seeded-site";
const site = await startSeededSite({ port: 3300, build: process.argv[2] !== "nobuild" });
console.log("READY", site.baseUrl);
process.on("SIGTERM", async () => { await site.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
