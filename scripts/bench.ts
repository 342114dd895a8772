// npm run bench [-- <base-url>] – measures the public pages and API of a running server (default the production
// build at http://localhost:3000: `npm run build && npm start`). Loopback only; bounded in time and requests.
const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const CONNECTIONS = 20;
const SECONDS = 8;
const MAX_REQUESTS = 20_000;

if (!/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) {
  console.error("Benchmarks only run against a server on this machine (localhost / 127.x / [::1]).");
  process.exit(1);
}

async function measure(path: string) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const started = performance.now();
      try {
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1) ?? "-";
  return { path, rps: (latencies.length / elapsed).toFixed(0), p50: pct(0.5), p99: pct(0.99), errors };
}

async function main() {
  const posts = (await (await fetch(`${base}/mnb/api/getAllPosts`)).json()) as { slug: string }[];
  const paths = ["/home", "/blog", `/post/${posts[0]?.slug ?? "missing"}`, "/mnb/api/getAllPosts"];
  console.log(`Benchmarking ${base} — ${CONNECTIONS} connections, ${SECONDS} s per path`);
  const rows = [];
  for (const path of paths) rows.push(await measure(path));
  console.table(rows);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
