const spec = process.argv[2];
const rss = () => process.memoryUsage().rss;
const heap = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
const r0 = rss(), h0 = heap();
await import(spec);
const h1 = heap(), r1 = rss();
console.log(spec.padEnd(28), "heap MB", ((h1 - h0) / 1048576).toFixed(1), "rss MB", ((r1 - r0) / 1048576).toFixed(1));
