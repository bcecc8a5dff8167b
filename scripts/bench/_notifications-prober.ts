// The notifications bench's latency probe (its own process, so the SMTP server's parsing in the
// measuring process does not delay it): each path of PROBE_PATHS is read one request at a time,
// one start every PROBE_EVERY_MS, from the portal at PROBE_URL with the API key PROBE_KEY. When a
// line arrives on stdin it stops and prints every request as JSON: [path index, start (epoch ms), ms, status].
const base = process.env.PROBE_URL!;
const paths = process.env.PROBE_PATHS!.split(" ");
const every = Number(process.env.PROBE_EVERY_MS ?? 20);
const samples: [number, number, number, number][] = [];
let running = true;

async function probe(index: number): Promise<void> {
  while (running) {
    const startedAt = Date.now();
    const t = performance.now();
    let status = 0;
    try {
      const res = await fetch(base + paths[index], { headers: { authorization: `Bearer ${process.env.PROBE_KEY!}` } });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    }
    samples.push([index, startedAt, performance.now() - t, status]);
    const wait = every - (Date.now() - startedAt);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

const loops = paths.map((_, i) => probe(i));
process.stdin.once("data", async () => {
  running = false;
  await Promise.all(loops);
  process.stdout.write(JSON.stringify(samples), () => process.exit(0));
});
