import { startSeededSite } from "./seeded-site";
const site = await startSeededSite({ port: 3300, build: true });
console.log("READY", site.baseUrl);
process.on("SIGTERM", async () => { await site.stop(); process.exit(0); });
await new Promise(() => {});
