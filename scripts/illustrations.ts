/**
 * Vector sources of the site's illustrations, drawn in code from a few primitives (isometric
 * boxes, chips, nodes) in the brand palette. scripts/generate-images.ts writes the illustrations
 * to public/images/*.svg, and renders the social card and the logo as PNG.
 */
const C = {
  navy: "#0b1220",
  panel: "#16213a",
  panelLight: "#1f2c4a",
  line: "#34466e",
  mist: "#c2c9d6",
  white: "#f3f5f9",
  orange: "#ff5c01",
  amber: "#ffb27a",
  blue: "#4f7dff",
  teal: "#2fb67c",
  mint: "#8fe3bd",
};

const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;

/** Isometric projection around an origin, unit `s` pixels. */
function iso(ox: number, oy: number, s: number) {
  return (x: number, y: number, z = 0): [number, number] => [ox + (x - y) * COS * s, oy + (x + y) * SIN * s - z * s];
}

const pts = (points: Array<[number, number]>) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

function isoBox(
  p: ReturnType<typeof iso>,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  colors: { top: string; left: string; right: string },
  extra = "",
): string {
  const top = pts([p(x, y, h), p(x + w, y, h), p(x + w, y + d, h), p(x, y + d, h)]);
  const left = pts([p(x, y + d, h), p(x + w, y + d, h), p(x + w, y + d, 0), p(x, y + d, 0)]);
  const right = pts([p(x + w, y, h), p(x + w, y + d, h), p(x + w, y + d, 0), p(x + w, y, 0)]);
  return `<polygon points="${top}" fill="${colors.top}"/><polygon points="${left}" fill="${colors.left}"/><polygon points="${right}" fill="${colors.right}"/>${extra}`;
}

function svg(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

const glow = (id: string, color: string) =>
  `<radialGradient id="${id}" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

function rack(p: ReturnType<typeof iso>, x: number, y: number, h = 5.2, ledColor = C.orange): string {
  const colors = { top: C.panelLight, left: C.panel, right: "#101a2e" };
  let leds = "";
  for (let level = 0.6; level < h - 0.3; level += 0.55) {
    const [ax, ay] = p(x + 0.15, y + 1, level);
    const [bx, by] = p(x + 0.75, y + 1, level);
    leds += `<line x1="${ax.toFixed(1)}" y1="${ay.toFixed(1)}" x2="${bx.toFixed(1)}" y2="${by.toFixed(1)}" stroke="${C.line}" stroke-width="2"/>`;
    const [lx, ly] = p(x + 0.85, y + 1, level);
    leds += `<circle cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" r="1.6" fill="${level % 1.1 < 0.55 ? ledColor : C.mint}"/>`;
  }
  return isoBox(p, x, y, 1, 1, h, colors, leds);
}

function floor(p: ReturnType<typeof iso>, w: number, d: number): string {
  let grid = `<polygon points="${pts([p(0, 0), p(w, 0), p(w, d), p(0, d)])}" fill="${C.panel}" opacity="0.55"/>`;
  for (let i = 0; i <= w; i++)
    grid += `<line x1="${p(i, 0)[0]}" y1="${p(i, 0)[1]}" x2="${p(i, d)[0]}" y2="${p(i, d)[1]}" stroke="${C.line}" stroke-width="0.8" opacity="0.6"/>`;
  for (let j = 0; j <= d; j++)
    grid += `<line x1="${p(0, j)[0]}" y1="${p(0, j)[1]}" x2="${p(w, j)[0]}" y2="${p(w, j)[1]}" stroke="${C.line}" stroke-width="0.8" opacity="0.6"/>`;
  return grid;
}

function dataHall(): string {
  const p = iso(250, 150, 26);
  let body = floor(p, 9, 7);
  for (const row of [1, 3.5]) for (let col = 1; col < 8; col += 1) body += rack(p, col, row, col % 3 === 0 ? 5.6 : 5);
  body += `<path d="M${p(0.5, 6)[0]} ${p(0.5, 6)[1]} Q 200 360 ${p(8.5, 6)[0]} ${p(8.5, 6)[1]}" stroke="${C.orange}" stroke-width="2" fill="none" stroke-dasharray="6 6" opacity="0.8"/>`;
  return svg(520, 390, body, glow("g", C.orange));
}

function cabinet(): string {
  let units = "";
  for (let i = 0; i < 12; i++) {
    const y = 70 + i * 21;
    const accent = i === 3 || i === 8 ? C.orange : C.mint;
    units += `<rect x="176" y="${y}" width="168" height="17" rx="3" fill="${i % 4 === 0 ? C.panelLight : C.panel}" stroke="${C.line}"/>`;
    units += `<circle cx="190" cy="${y + 8.5}" r="2.6" fill="${accent}"/><rect x="202" y="${y + 6}" width="${60 + (i % 3) * 20}" height="5" rx="2.5" fill="${C.line}"/>`;
    units += `<rect x="318" y="${y + 4}" width="16" height="9" rx="2" fill="${C.navy}" stroke="${C.line}"/>`;
  }
  // Values and units only: the page around the picture says what they are, in its own language.
  const gauge = (cx: number, cy: number, value: string, color: string) =>
    `<g><circle cx="${cx}" cy="${cy}" r="34" fill="${C.panel}" stroke="${C.line}" stroke-width="2"/><path d="M ${cx - 24} ${cy + 24} A 34 34 0 1 1 ${cx + 24} ${cy + 24}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" transform="rotate(0 ${cx} ${cy})"/><text x="${cx}" y="${cy + 6}" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="${C.white}" text-anchor="middle">${value}</text></g>`;
  const body =
    `<rect x="160" y="40" width="200" height="320" rx="10" fill="${C.navy}" stroke="${C.line}" stroke-width="2"/><rect x="168" y="52" width="184" height="10" rx="3" fill="${C.panelLight}"/>` +
    units +
    `<rect x="168" y="328" width="184" height="20" rx="4" fill="${C.panelLight}"/><circle cx="184" cy="338" r="4" fill="${C.orange}"/><circle cx="198" cy="338" r="4" fill="${C.mint}"/>` +
    gauge(82, 120, "40kW", C.orange) +
    gauge(440, 120, "2N", C.mint) +
    gauge(82, 270, "99.99%", C.blue) +
    gauge(440, 270, "47U", C.amber) +
    `<path d="M116 120 H160 M404 120 H360 M116 270 H160 M404 270 H360" stroke="${C.line}" stroke-width="2" stroke-dasharray="4 4"/>`;
  return svg(520, 390, body, glow("g", C.orange));
}

function cloudStack(): string {
  const cloud = `<path d="M150 150 a55 55 0 0 1 70-62 a72 72 0 0 1 132 20 a48 48 0 0 1 20 94 H160 a52 52 0 0 1 -10-52z" fill="${C.panelLight}" stroke="${C.blue}" stroke-width="2.5"/>`;
  // Icons without words: one picture serves both languages.
  const node = (x: number, icon: string) =>
    `<g><rect x="${x}" y="262" width="92" height="84" rx="12" fill="${C.panel}" stroke="${C.line}" stroke-width="2"/>${icon}<line x1="${x + 46}" y1="262" x2="260" y2="202" stroke="${C.line}" stroke-width="2" stroke-dasharray="5 5"/></g>`;
  const server = (x: number) =>
    `<rect x="${x + 24}" y="278" width="44" height="10" rx="2" fill="${C.blue}"/><rect x="${x + 24}" y="292" width="44" height="10" rx="2" fill="${C.line}"/><rect x="${x + 24}" y="306" width="44" height="10" rx="2" fill="${C.line}"/>`;
  const disk = (x: number, color: string) =>
    `<ellipse cx="${x + 46}" cy="282" rx="20" ry="6" fill="${color}"/><path d="M${x + 26} 282 v26 a20 6 0 0 0 40 0 v-26" fill="${C.panelLight}" stroke="${color}" stroke-width="2"/>`;
  const cubes = (x: number) =>
    `<rect x="${x + 24}" y="278" width="18" height="18" rx="3" fill="${C.orange}"/><rect x="${x + 46}" y="278" width="18" height="18" rx="3" fill="${C.amber}"/><rect x="${x + 35}" y="298" width="18" height="18" rx="3" fill="${C.orange}" opacity="0.7"/>`;
  const body =
    node(20, server(20)) +
    node(146, disk(146, C.mint)) +
    node(282, cubes(282)) +
    node(408, disk(408, C.amber)) +
    cloud +
    `<circle cx="260" cy="150" r="22" fill="${C.orange}"/><path d="M250 150 l7 7 l13 -14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(520, 390, body, glow("g", C.blue));
}

function gpuChip(): string {
  let pins = "";
  for (let i = 0; i < 9; i++) {
    const o = 150 + i * 25;
    pins += `<rect x="${o}" y="74" width="8" height="22" rx="2" fill="${C.amber}"/><rect x="${o}" y="294" width="8" height="22" rx="2" fill="${C.amber}"/>`;
    if (i < 7)
      pins += `<rect x="124" y="${122 + i * 25}" width="22" height="8" rx="2" fill="${C.amber}"/><rect x="374" y="${122 + i * 25}" width="22" height="8" rx="2" fill="${C.amber}"/>`;
  }
  let cores = "";
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++)
      cores += `<rect x="${200 + c * 32}" y="${140 + r * 30}" width="24" height="22" rx="3" fill="${(r + c) % 3 === 0 ? C.orange : C.panelLight}" opacity="${(r + c) % 3 === 0 ? 0.95 : 1}"/>`;
  let traces = "";
  for (const [x1, y1, x2, y2] of [
    [40, 60, 124, 126],
    [40, 330, 124, 276],
    [480, 60, 396, 126],
    [480, 330, 396, 276],
    [20, 195, 124, 201],
    [500, 195, 396, 201],
  ] as const) {
    traces += `<polyline points="${x1},${y1} ${(x1 + x2) / 2},${y1} ${(x1 + x2) / 2},${y2} ${x2},${y2}" fill="none" stroke="${C.line}" stroke-width="2"/><circle cx="${x1}" cy="${y1}" r="5" fill="${C.orange}"/>`;
  }
  const body =
    traces +
    pins +
    `<rect x="146" y="96" width="228" height="198" rx="16" fill="${C.navy}" stroke="${C.line}" stroke-width="3"/>` +
    `<rect x="186" y="128" width="148" height="134" rx="10" fill="${C.panel}" stroke="${C.orange}" stroke-width="2"/>` +
    cores +
    `<text x="260" y="286" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="${C.mist}" text-anchor="middle" letter-spacing="3">600 PFLOPS</text>`;
  return svg(520, 390, body, glow("g", C.orange));
}

function neuralNet(): string {
  const layers = [
    [110, 170, 230, 290],
    [80, 140, 200, 260, 320],
    [110, 170, 230, 290],
    [170, 230],
  ];
  const xs = [90, 210, 330, 440];
  let lines = "";
  let nodes = "";
  layers.forEach((layer, li) => {
    layer.forEach((y, ni) => {
      const next = layers[li + 1];
      if (next)
        for (const ny of next)
          lines += `<line x1="${xs[li]}" y1="${y}" x2="${xs[li + 1]}" y2="${ny}" stroke="${(ni + li) % 3 === 0 ? C.orange : C.line}" stroke-width="${(ni + li) % 3 === 0 ? 1.8 : 1.2}" opacity="0.8"/>`;
      const active = (ni + li) % 2 === 0;
      nodes += `<circle cx="${xs[li]}" cy="${y}" r="${li === 3 ? 18 : 13}" fill="${active ? C.orange : C.panelLight}" stroke="${active ? C.amber : C.blue}" stroke-width="2.5"/>`;
    });
  });
  const body =
    lines +
    nodes +
    `<rect x="28" y="332" width="464" height="34" rx="17" fill="${C.panel}" stroke="${C.line}"/>` +
    // The four stages of a model's life as markers, the training stage lit: no words to translate.
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${58 + i * 118}" y="345" width="60" height="8" rx="4" fill="${i === 1 ? C.amber : C.mist}" opacity="${i === 1 ? 1 : 0.5}"/>`,
      )
      .join("");
  return svg(520, 390, body, glow("g", C.blue));
}

function networkMap(): string {
  const hubs: Array<[number, number]> = [
    [330, 180],
    [260, 110],
    [290, 275],
    [170, 230],
    [120, 130],
  ];
  let arcs = "";
  for (const [x, y] of hubs.slice(1))
    arcs += `<path d="M330 180 Q ${(330 + x) / 2} ${Math.min(180, y) - 50} ${x} ${y}" fill="none" stroke="${C.orange}" stroke-width="2.5" opacity="0.9"/>`;
  arcs += `<path d="M120 130 Q 180 80 260 110 M170 230 Q 220 290 290 275 M120 130 Q 120 190 170 230" fill="none" stroke="${C.blue}" stroke-width="2" stroke-dasharray="6 5"/>`;
  let dots = "";
  for (let i = 0; i < 140; i++) {
    const x = 40 + ((i * 37) % 440);
    const y = 40 + ((i * 53) % 310);
    if (Math.hypot(x - 250, (y - 195) * 1.4) < 230) dots += `<circle cx="${x}" cy="${y}" r="2" fill="${C.line}"/>`;
  }
  const hubNodes = hubs
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i === 0 ? 24 : 17}" fill="${i === 0 ? C.orange : C.panelLight}" stroke="${i === 0 ? C.amber : C.blue}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${i === 0 ? 7 : 5}" fill="${C.white}"/>`,
    )
    .join("");
  const body =
    dots +
    arcs +
    hubNodes +
    `<rect x="380" y="300" width="118" height="52" rx="10" fill="${C.panel}" stroke="${C.line}"/><text x="439" y="324" font-family="Arial, sans-serif" font-size="18" font-weight="800" fill="${C.white}" text-anchor="middle">1600</text><text x="439" y="342" font-family="Arial, sans-serif" font-size="11" fill="${C.mist}" text-anchor="middle" >Gbps</text>`;
  return svg(520, 390, body, glow("g", C.blue));
}

function greenEnergy(): string {
  const turbine = (x: number, y: number, s: number) =>
    `<g><path d="M${x - 3 * s} ${y + 120 * s} L${x - 1.2 * s} ${y} H${x + 1.2 * s} L${x + 3 * s} ${y + 120 * s}z" fill="${C.mist}"/>` +
    [0, 120, 240]
      .map(
        (a) =>
          `<path d="M${x} ${y} q ${6 * s} ${-28 * s} 0 ${-62 * s} q ${-5 * s} ${30 * s} 0 ${62 * s}z" fill="${C.white}" transform="rotate(${a + 15} ${x} ${y})"/>`,
      )
      .join("") +
    `<circle cx="${x}" cy="${y}" r="${4 * s}" fill="${C.teal}"/></g>`;
  let solar = "";
  for (let i = 0; i < 4; i++)
    solar += `<polygon points="${pts([
      [52 + i * 52, 320],
      [96 + i * 52, 320],
      [86 + i * 52, 290],
      [44 + i * 52, 290],
    ])}" fill="${C.blue}" stroke="${C.mist}" stroke-width="1.5" opacity="0.9"/>`;
  const leaf = `<path d="M360 300 C 330 220 380 140 470 120 C 480 210 440 290 360 300z" fill="${C.teal}"/><path d="M360 300 C 390 240 420 190 462 132" stroke="${C.mint}" stroke-width="3" fill="none"/>`;
  const body =
    turbine(150, 110, 1.3) +
    turbine(270, 150, 1) +
    solar +
    leaf +
    `<rect x="24" y="330" width="472" height="3" rx="1.5" fill="${C.line}"/>` +
    `<text x="420" y="360" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="${C.mint}" text-anchor="middle" letter-spacing="2">PUE 1.15</text>`;
  return svg(520, 390, body, glow("g", C.teal));
}

function hex(cx: number, cy: number, r: number, fill: string, stroke: string): string {
  return `<polygon points="${pts(Array.from({ length: 6 }, (_, i) => [cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as [number, number]))}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
}

function partners(): string {
  const ring: Array<[number, number]> = [
    [260, 92],
    [360, 150],
    [360, 262],
    [260, 318],
    [160, 262],
    [160, 150],
  ];
  let body = ``;
  for (const [x, y] of ring) body += `<line x1="260" y1="205" x2="${x}" y2="${y}" stroke="${C.line}" stroke-width="3"/>`;
  ring.forEach(([x, y], i) => (body += hex(x, y, 40, i % 2 ? C.panelLight : C.panel, i % 3 === 0 ? C.orange : C.blue)));
  body +=
    hex(260, 205, 58, C.orange, C.amber) +
    `<path d="M236 205 l16 16 l30 -32" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(520, 390, body, glow("g", C.orange));
}

function skyline(): string {
  const p = iso(250, 170, 22);
  let body = floor(p, 10, 8);
  const blocks: Array<[number, number, number, number, number]> = [
    [1, 1, 3, 2, 4],
    [5, 1, 2, 2, 7],
    [8, 1, 1.5, 2, 3],
    [1, 4.5, 2, 2.5, 6],
    [4, 4.5, 4, 2.5, 3],
  ];
  for (const [x, y, w, d, h] of blocks) {
    let windows = "";
    for (let level = 0.8; level < h - 0.4; level += 0.9) {
      const [ax, ay] = p(x + 0.3, y + d, level);
      const [bx, by] = p(x + w - 0.3, y + d, level);
      windows += `<line x1="${ax.toFixed(1)}" y1="${ay.toFixed(1)}" x2="${bx.toFixed(1)}" y2="${by.toFixed(1)}" stroke="${C.amber}" stroke-width="2.5" opacity="0.7" stroke-dasharray="6 5"/>`;
    }
    body += isoBox(p, x, y, w, d, h, { top: C.panelLight, left: C.panel, right: "#101a2e" }, windows);
  }
  body +=
    `<g transform="translate(40 40)">` +
    [2012, 2016, 2020, 2026]
      .map(
        (year, i) =>
          `<circle cx="${i * 60}" cy="0" r="6" fill="${i === 3 ? C.orange : C.mist}"/><text x="${i * 60}" y="22" font-family="Arial, sans-serif" font-size="11" fill="${C.mist}" text-anchor="middle">${year}</text>`,
      )
      .join("") +
    `<line x1="6" y1="0" x2="174" y2="0" stroke="${C.line}" stroke-width="2"/></g>`;
  return svg(520, 390, body, glow("g", C.orange));
}

function growthChart(): string {
  const bars = [70, 95, 120, 150, 185, 225];
  let body = `<rect x="60" y="60" width="400" height="270" rx="14" fill="${C.panel}" stroke="${C.line}" stroke-width="2"/>`;
  for (let i = 0; i < 4; i++)
    body += `<line x1="90" y1="${110 + i * 50}" x2="430" y2="${110 + i * 50}" stroke="${C.line}" stroke-dasharray="4 6"/>`;
  bars.forEach(
    (h, i) =>
      (body += `<rect x="${100 + i * 55}" y="${300 - h}" width="32" height="${h}" rx="5" fill="${i === bars.length - 1 ? C.orange : C.panelLight}" stroke="${i === bars.length - 1 ? C.amber : C.blue}" stroke-width="2"/>`),
  );
  body += `<polyline points="${bars.map((h, i) => `${116 + i * 55},${270 - h}`).join(" ")}" fill="none" stroke="${C.amber}" stroke-width="3" stroke-linejoin="round"/>`;
  body += bars
    .map((h, i) => `<circle cx="${116 + i * 55}" cy="${270 - h}" r="5" fill="${C.white}" stroke="${C.amber}" stroke-width="2"/>`)
    .join("");
  return svg(520, 390, body, glow("g", C.orange));
}

function newsStack(): string {
  const card = (x: number, y: number, rotate: number, accent: string, opacity = 1) =>
    `<g transform="rotate(${rotate} ${x + 140} ${y + 90})" opacity="${opacity}"><rect x="${x}" y="${y}" width="280" height="180" rx="14" fill="${C.panel}" stroke="${C.line}" stroke-width="2"/><rect x="${x + 20}" y="${y + 20}" width="96" height="72" rx="8" fill="${accent}"/><rect x="${x + 132}" y="${y + 24}" width="124" height="12" rx="6" fill="${C.mist}"/><rect x="${x + 132}" y="${y + 46}" width="100" height="10" rx="5" fill="${C.line}"/><rect x="${x + 132}" y="${y + 66}" width="112" height="10" rx="5" fill="${C.line}"/><rect x="${x + 20}" y="${y + 112}" width="240" height="10" rx="5" fill="${C.line}"/><rect x="${x + 20}" y="${y + 132}" width="200" height="10" rx="5" fill="${C.line}"/><rect x="${x + 20}" y="${y + 152}" width="220" height="10" rx="5" fill="${C.line}"/></g>`;
  const body = card(90, 70, -8, C.blue, 0.6) + card(130, 110, 4, C.teal, 0.8) + card(110, 150, -2, C.orange);
  return svg(520, 390, body, glow("g", C.blue));
}

/** For light backgrounds (introductions): a campus of data halls with solar roofs. */
function campus(): string {
  const p = iso(270, 130, 24);
  let body = `<rect width="560" height="400" rx="16" fill="#eef1f6"/><ellipse cx="280" cy="230" rx="250" ry="150" fill="#ffe3d1" opacity="0.6"/>`;
  body += `<polygon points="${pts([p(0, 0), p(11, 0), p(11, 9), p(0, 9)])}" fill="#dfe4ec"/>`;
  const halls: Array<[number, number, number, number, number]> = [
    [1, 1, 4, 3, 2.6],
    [6, 1, 4, 3, 2.6],
    [1, 5, 4, 3, 2.6],
    [6, 5, 3, 3, 4.2],
  ];
  for (const [x, y, w, d, h] of halls) {
    let panels = "";
    for (let i = 0.4; i < w - 0.3; i += 0.9)
      panels += `<polygon points="${pts([p(x + i, y + 0.4, h), p(x + i + 0.6, y + 0.4, h), p(x + i + 0.6, y + d - 0.4, h), p(x + i, y + d - 0.4, h)])}" fill="#4f7dff" opacity="0.75"/>`;
    let vents = "";
    for (let i = 0.5; i < w - 0.2; i += 0.7) {
      const [ax, ay] = p(x + i, y + d, h * 0.6);
      vents += `<circle cx="${ax.toFixed(1)}" cy="${ay.toFixed(1)}" r="3" fill="#9aa3b5"/>`;
    }
    body += isoBox(p, x, y, w, d, h, { top: "#ffffff", left: "#c9d0dc", right: "#b3bccb" }, panels + vents);
  }
  body += `<path d="M${p(0, 4.5)[0]} ${p(0, 4.5)[1]} L${p(11, 4.5)[0]} ${p(11, 4.5)[1]}" stroke="#ff5c01" stroke-width="3" stroke-dasharray="8 6"/>`;
  body += `<g transform="translate(430 300)"><rect width="100" height="60" rx="10" fill="#0b1220"/><text x="50" y="28" font-family="Arial, sans-serif" font-size="18" font-weight="800" fill="#fff" text-anchor="middle">23,000+</text><rect x="30" y="40" width="40" height="6" rx="3" fill="#c2c9d6"/></g>`;
  return svg(560, 400, body);
}

/** The Open Graph card (1200 x 630): wordless, so that it suits both languages. */
function socialCard(): string {
  const inner = dataHall()
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  const body =
    `<rect width="1200" height="630" fill="${C.navy}"/><rect width="1200" height="630" fill="url(#h)"/>` +
    `<g transform="translate(560 80) scale(1.25)">${inner}</g>` +
    `<g transform="translate(90 250)"><circle cx="40" cy="40" r="18" fill="${C.orange}"/><path d="M40 4v14M40 62v14M4 40h14M62 40h14M14.5 14.5l10 10M55.5 55.5l10 10M14.5 65.5l10-10M55.5 24.5l10-10" stroke="${C.orange}" stroke-width="6" stroke-linecap="round"/></g>` +
    `<text x="90" y="420" font-family="Arial, sans-serif" font-size="64" font-weight="800" fill="${C.white}">AIDC · Cloud · AI</text><text x="90" y="480" font-family="Arial, sans-serif" font-size="34" fill="${C.mist}">1600Gbps · 600PFlops · 14 years</text>`;
  return svg(
    1200,
    630,
    body,
    `<radialGradient id="h" cx="75%" cy="40%" r="60%"><stop offset="0" stop-color="${C.orange}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.orange}" stop-opacity="0"/></radialGradient>`,
  );
}

function logo(): string {
  return svg(
    512,
    512,
    `<rect width="512" height="512" rx="96" fill="${C.navy}"/><g transform="translate(16 16) scale(14.1)"><circle cx="17" cy="17" r="7" fill="${C.orange}"/><path d="M17 2v5M17 27v5M2 17h5M27 17h5M6.4 6.4l3.5 3.5M24.1 24.1l3.5 3.5M6.4 27.6l3.5-3.5M24.1 9.9l3.5-3.5" stroke="${C.orange}" stroke-width="2.5" stroke-linecap="round"/></g>`,
  );
}

export const illustrationSources: Record<string, () => string> = {
  "hero-aidc": dataHall,
  "hero-cabinet": cabinet,
  "hero-cloud": cloudStack,
  "hero-ai-compute": gpuChip,
  "hero-ai-product": neuralNet,
  "hero-network": networkMap,
  "hero-green": greenEnergy,
  "hero-partner": partners,
  "hero-about": skyline,
  "hero-investor": growthChart,
  "hero-news": newsStack,
  campus,
};

/** Rendered at their own size, PNG only (Open Graph cards and the organisation logo). */
export const fixedImageSources: Record<string, { source: () => string; file: string }> = {
  social: { source: socialCard, file: "social-card.png" },
  logo: { source: logo, file: "logo-512.png" },
};
