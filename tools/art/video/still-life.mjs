// @ts-check
// The video's still life: travertine plinths, two dropper bottles and a jar. They stand still; only light moves
// over them. Each piece returns its SVG and the outline other layers need (for shadows, clips and glints).
import { colours, darken, lighten, mix } from '../palette.mjs';
import { seededRandom } from '../random.mjs';
import { leafPath } from './plants.mjs';
import { fixed } from './svg.mjs';

/** @typedef {import('./svg.mjs').Defs} Defs */
/** @typedef {{ cx: number, radius: number, top: number, bottom: number, ry: number, seed: string }} PlinthSpec */

/**
 * A stone cylinder: its side with pores and bands that wrap around it, and its top.
 * @param {Defs} defs
 * @param {PlinthSpec} spec centre x, radius, top and bottom y, the ellipses' vertical radius and the stone's seed
 */
export function plinth(defs, { cx, radius, top, bottom, ry, seed }) {
  const left = cx - radius;
  const right = cx + radius;
  const side = `M${left} ${top}L${left} ${bottom}A${radius} ${ry} 0 0 0 ${right} ${bottom}L${right} ${top}A${radius} ${ry} 0 0 1 ${left} ${top}Z`;
  const sideFill = defs.linear([
    [0, mix(colours.sand, colours.forestDeep, 0.74)],
    [0.25, mix(colours.sand, colours.forest, 0.52)],
    [0.55, mix(colours.sand, colours.moss, 0.22)],
    [0.8, lighten(colours.sand, 0.12)],
    [0.91, lighten(colours.sand, 0.2)],
    [1, mix(colours.sand, colours.moss, 0.38)],
  ]);
  const topFill = defs.linear(
    [
      [0, mix(colours.sand, colours.forest, 0.3)],
      [0.55, lighten(colours.sand, 0.1)],
      [1, lighten(colours.sand, 0.5)],
    ],
    [0, 0.2, 1, 0.8],
  );
  // travertine: small pores, darker towards the shaded left, and soft bands of tone
  const random = seededRandom(seed);
  let texture = '';
  for (let i = 0; i < 34; i++) {
    const x = left + random() * radius * 2;
    const y = top + 10 + random() * (bottom - top - 6);
    const shade = (x - left) / (2 * radius);
    const [rx, poreRy] = [random.range(1.5, 6), random.range(0.5, 1)];
    texture += `<ellipse cx="${fixed(x, 1)}" cy="${fixed(y, 1)}" rx="${fixed(rx, 1)}" ry="${fixed(poreRy, 1)}" fill="#8A7658" opacity="${fixed(0.08 + 0.14 * shade, 2)}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const y = top + 16 + random() * (bottom - top - 24);
    const band = `M${left} ${fixed(y, 1)}A${radius} ${fixed(ry * 0.8, 1)} 0 0 0 ${right} ${fixed(y + random.range(-2, 2), 1)}`;
    texture += `<path d="${band}" stroke="#9A8668" stroke-width="${fixed(random.range(4, 11), 1)}" opacity=".07" fill="none"/>`;
  }
  // a soft shade under the top edge
  const under = defs.linear(
    [
      [0, colours.forestDeep, 0.22],
      [1, colours.forestDeep, 0],
    ],
    [0, 0, 0, 1],
  );
  texture += `<rect x="${left}" y="${top}" width="${2 * radius}" height="${ry + 22}" fill="${under}"/>`;
  const clip = defs.clip(`<path d="${side}"/>`);
  const svg =
    `<path d="${side}" fill="${sideFill}"/>` +
    `<g clip-path="${clip}">${texture}</g>` +
    `<ellipse cx="${cx}" cy="${top}" rx="${radius}" ry="${ry}" fill="${topFill}"/>` +
    `<path d="M${left} ${top}A${radius} ${ry} 0 0 0 ${right} ${top}" stroke="${colours.paper}" stroke-width="1.2" opacity=".35" fill="none"/>`;
  return { svg, side };
}

/**
 * A Boston-round bottle's outline standing on (cx, base): `width` wide, `height` tall to the shoulder, then a neck.
 * @param {number} cx
 * @param {number} base
 * @param {number} width
 * @param {number} height
 * @param {number} neck neck width
 * @param {number} neckHeight
 */
function bottleBody(cx, base, width, height, neck, neckHeight) {
  const left = cx - width / 2;
  const right = cx + width / 2;
  const shoulder = base - height;
  const curve = width * 0.34;
  const neckLeft = cx - neck / 2;
  const neckRight = cx + neck / 2;
  return (
    `M${fixed(left + 6)} ${fixed(base)}Q${fixed(left)} ${fixed(base)} ${fixed(left)} ${fixed(base - 7)}L${fixed(left)} ${fixed(shoulder + curve)}` +
    `C${fixed(left)} ${fixed(shoulder + curve * 0.25)} ${fixed(neckLeft - curve * 0.55)} ${fixed(shoulder)} ${fixed(neckLeft)} ${fixed(shoulder)}` +
    `L${fixed(neckLeft)} ${fixed(shoulder - neckHeight)}L${fixed(neckRight)} ${fixed(shoulder - neckHeight)}L${fixed(neckRight)} ${fixed(shoulder)}` +
    `C${fixed(neckRight + curve * 0.55)} ${fixed(shoulder)} ${fixed(right)} ${fixed(shoulder + curve * 0.25)} ${fixed(right)} ${fixed(shoulder + curve)}` +
    `L${fixed(right)} ${fixed(base - 7)}Q${fixed(right)} ${fixed(base)} ${fixed(right - 6)} ${fixed(base)}Z`
  );
}

/**
 * A dropper's gold collar and rubber bulb, on top of the neck at y.
 * @param {Defs} defs
 * @param {number} cx
 * @param {number} y
 * @param {number} neck
 * @param {string} bulbColour
 */
function dropperTop(defs, cx, y, neck, bulbColour) {
  const collarWidth = neck + 12;
  const metal = defs.linear([
    [0, darken(colours.gold, 0.55)],
    [0.35, mix(colours.gold, colours.terracotta, 0.2)],
    [0.7, lighten(colours.gold, 0.45)],
    [0.86, colours.gold],
    [1, darken(colours.gold, 0.4)],
  ]);
  const bulb = defs.linear([
    [0, darken(bulbColour, 0.6)],
    [0.55, bulbColour],
    [0.8, lighten(bulbColour, 0.25)],
    [1, darken(bulbColour, 0.3)],
  ]);
  const bulbWidth = neck - 2;
  const bulbHeight = neck * 1.55;
  const collarTop = y - 24;
  const [bulbLeft, bulbRight, bulbTop] = [cx - bulbWidth / 2, cx + bulbWidth / 2, collarTop - bulbHeight];
  const collarLeft = fixed(cx - collarWidth / 2);
  return (
    `<path d="M${fixed(bulbLeft)} ${fixed(collarTop)}C${fixed(bulbLeft)} ${fixed(collarTop - bulbHeight * 0.7)} ${fixed(cx - bulbWidth * 0.36)} ${fixed(bulbTop)} ${fixed(cx)} ${fixed(bulbTop)}` +
    `C${fixed(cx + bulbWidth * 0.36)} ${fixed(bulbTop)} ${fixed(bulbRight)} ${fixed(collarTop - bulbHeight * 0.7)} ${fixed(bulbRight)} ${fixed(collarTop)}Z" fill="${bulb}"/>` +
    `<path d="M${fixed(cx + bulbWidth * 0.22)} ${fixed(collarTop - bulbHeight * 0.82)}Q${fixed(cx + bulbWidth * 0.34)} ${fixed(collarTop - bulbHeight * 0.5)} ${fixed(cx + bulbWidth * 0.3)} ${fixed(collarTop - 4)}" stroke="${colours.paper}" stroke-width="2.2" opacity=".28" stroke-linecap="round" fill="none"/>` +
    `<rect x="${collarLeft}" y="${fixed(collarTop)}" width="${fixed(collarWidth)}" height="26" rx="3" fill="${metal}"/>` +
    `<rect x="${collarLeft}" y="${fixed(collarTop + 6)}" width="${fixed(collarWidth)}" height="1.2" fill="${colours.forestDeep}" opacity=".25"/>` +
    `<rect x="${collarLeft}" y="${fixed(collarTop + 19)}" width="${fixed(collarWidth)}" height="1.2" fill="${colours.forestDeep}" opacity=".25"/>`
  );
}

/**
 * A small botanical label: a paper band with a leaf mark and two hairlines in place of words.
 * @param {Defs} defs
 * @param {number} cx
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} ink
 */
function label(defs, cx, y, width, height, ink) {
  const paper = defs.linear([
    [0, mix(colours.sand, colours.forestDeep, 0.55)],
    [0.35, mix(colours.sand, colours.moss, 0.2)],
    [0.78, colours.cream],
    [0.9, colours.paper],
    [1, mix(colours.sand, colours.moss, 0.25)],
  ]);
  const mark = leafPath(16, 8, { skew: 0.9 });
  return (
    `<rect x="${fixed(cx - width / 2)}" y="${fixed(y)}" width="${fixed(width)}" height="${fixed(height)}" fill="${paper}"/>` +
    `<path d="${mark}" fill="${ink}" transform="translate(${fixed(cx - 2)} ${fixed(y + height * 0.36)}) rotate(-55)"/>` +
    `<path d="M${fixed(cx)} ${fixed(y + height * 0.36)}L${fixed(cx - 5)} ${fixed(y + height * 0.42)}" stroke="${ink}" stroke-width="1.2"/>` +
    `<rect x="${fixed(cx - width * 0.26)}" y="${fixed(y + height * 0.58)}" width="${fixed(width * 0.52)}" height="2.2" fill="${ink}" opacity=".8"/>` +
    `<rect x="${fixed(cx - width * 0.17)}" y="${fixed(y + height * 0.72)}" width="${fixed(width * 0.34)}" height="1.4" fill="${ink}" opacity=".5"/>`
  );
}

/**
 * Soft specular strips on glass from x0 to x1: a broad reflection on the left, a thin rim light on the right.
 * @param {number} x0
 * @param {number} x1
 * @param {number} y0
 * @param {number} y1
 * @param {number} [strength]
 */
function gloss(x0, x1, y0, y1, strength = 1) {
  return (
    `<rect x="${fixed(x0 + 7)}" y="${fixed(y0)}" width="7" height="${fixed(y1 - y0)}" rx="3.5" fill="${colours.paper}" opacity="${fixed(0.2 * strength)}"/>` +
    `<rect x="${fixed(x1 - 6)}" y="${fixed(y0 + 6)}" width="2.6" height="${fixed((y1 - y0) * 0.8)}" rx="1.3" fill="${colours.paper}" opacity="${fixed(0.55 * strength)}"/>`
  );
}

/**
 * An amber dropper bottle; returns its SVG and its glass outline (for the glint and the shadows).
 * @param {Defs} defs
 * @param {number} cx
 * @param {number} base
 * @param {number} scale
 */
export function amberDropper(defs, cx, base, scale) {
  const width = 80 * scale;
  const height = 150 * scale;
  const neck = 34 * scale;
  const body = bottleBody(cx, base, width, height, neck, 8 * scale);
  const glass = defs.linear([
    [0, '#4A210E'],
    [0.18, mix(colours.terracotta, '#5A2A12', 0.55)],
    [0.5, mix(colours.terracotta, '#7A3818', 0.25)],
    [0.8, mix(colours.terracotta, colours.gold, 0.3)],
    [0.92, mix(colours.gold, colours.paper, 0.2)],
    [1, '#6A3015'],
  ]);
  const depth = defs.linear(
    [
      [0, colours.black, 0],
      [0.7, colours.black, 0.05],
      [1, colours.black, 0.3],
    ],
    [0, 0, 0, 1],
  );
  const svg =
    `<path d="${body}" fill="${glass}"/>` +
    `<path d="${body}" fill="${depth}"/>` +
    label(defs, cx, base - height * 0.66, width, height * 0.36, colours.forest) +
    gloss(cx - width / 2, cx + width / 2, base - height + 26 * scale, base - 10) +
    dropperTop(defs, cx, base - height - 8 * scale, neck, colours.forest);
  return { svg, glass: body };
}

/**
 * A clear glass dropper with a golden serum inside.
 * @param {Defs} defs
 * @param {number} cx
 * @param {number} base
 * @param {number} scale
 */
export function clearDropper(defs, cx, base, scale) {
  const width = 66 * scale;
  const height = 118 * scale;
  const neck = 28 * scale;
  const body = bottleBody(cx, base, width, height, neck, 7 * scale);
  const glass = defs.linear([
    [0, colours.sageLight, 0.55],
    [0.2, colours.sageLight, 0.12],
    [0.75, colours.paper, 0.1],
    [0.9, colours.paper, 0.45],
    [1, colours.sageLight, 0.5],
  ]);
  const serumTop = base - height * 0.66;
  const serum = defs.linear([
    [0, mix(colours.gold, colours.terracotta, 0.55)],
    [0.45, colours.gold],
    [0.8, lighten(colours.gold, 0.35)],
    [1, mix(colours.gold, colours.terracotta, 0.3)],
  ]);
  const clip = defs.clip(`<path d="${body}"/>`);
  const left = fixed(cx - width / 2);
  const svg =
    `<path d="${body}" fill="${glass}"/>` +
    `<g clip-path="${clip}">` +
    `<rect x="${left}" y="${fixed(serumTop)}" width="${fixed(width)}" height="${fixed(base - serumTop)}" fill="${serum}" opacity=".88"/>` +
    `<ellipse cx="${fixed(cx)}" cy="${fixed(serumTop)}" rx="${fixed(width / 2)}" ry="2.6" fill="${lighten(colours.gold, 0.55)}" opacity=".8"/>` +
    `<rect x="${fixed(cx - 3.5 * scale)}" y="${fixed(base - height - 8 * scale)}" width="${fixed(7 * scale)}" height="${fixed(height * 0.86)}" rx="${fixed(3.5 * scale)}" fill="${colours.paper}" opacity=".22"/>` +
    `<rect x="${left}" y="${fixed(base - 9)}" width="${fixed(width)}" height="9" fill="${darken(colours.gold, 0.5)}" opacity=".35"/>` +
    `</g>` +
    `<path d="${body}" fill="none" stroke="${mix(colours.sage, colours.paper, 0.3)}" stroke-width="1.4" opacity=".7"/>` +
    gloss(cx - width / 2, cx + width / 2, base - height + 22 * scale, base - 10, 1.2) +
    dropperTop(defs, cx, base - height - 7 * scale, neck, mix(colours.sand, colours.cream, 0.4));
  return { svg, glass: body };
}

/**
 * A frosted glass jar with a deep green lid.
 * @param {Defs} defs
 * @param {number} cx
 * @param {number} base
 * @param {number} scale
 */
export function jar(defs, cx, base, scale) {
  const width = 112 * scale;
  const height = 64 * scale;
  const lidHeight = 30 * scale;
  const frost = defs.linear([
    [0, mix(colours.sageLight, colours.forest, 0.55)],
    [0.35, mix(colours.sageLight, colours.moss, 0.2)],
    [0.75, colours.sageLight],
    [0.9, lighten(colours.sageLight, 0.5)],
    [1, mix(colours.sageLight, colours.moss, 0.25)],
  ]);
  const lid = defs.linear([
    [0, '#0C1F18'],
    [0.45, colours.forest],
    [0.8, mix(colours.forest, colours.sage, 0.3)],
    [0.92, mix(colours.forest, colours.sage, 0.45)],
    [1, colours.forestDeep],
  ]);
  const [left, right, shoulder] = [cx - width / 2, cx + width / 2, base - height];
  const lidTop = base - height - lidHeight;
  const body = `M${fixed(left)} ${fixed(shoulder)}L${fixed(right)} ${fixed(shoulder)}L${fixed(right)} ${fixed(base - 8)}Q${fixed(right)} ${fixed(base)} ${fixed(right - 9)} ${fixed(base)}L${fixed(left + 9)} ${fixed(base)}Q${fixed(left)} ${fixed(base)} ${fixed(left)} ${fixed(base - 8)}Z`;
  const lidPath = `M${fixed(left - 2)} ${fixed(shoulder)}L${fixed(left - 2)} ${fixed(lidTop + 5)}Q${fixed(left - 2)} ${fixed(lidTop)} ${fixed(left + 6)} ${fixed(lidTop)}L${fixed(right - 6)} ${fixed(lidTop)}Q${fixed(right + 2)} ${fixed(lidTop)} ${fixed(right + 2)} ${fixed(lidTop + 5)}L${fixed(right + 2)} ${fixed(shoulder)}Z`;
  const svg =
    `<path d="${body}" fill="${frost}"/>` +
    `<rect x="${fixed(left)}" y="${fixed(shoulder)}" width="${fixed(width)}" height="5" fill="${colours.forestDeep}" opacity=".18"/>` +
    `<path d="${leafPath(18, 9, { skew: 0.9 })}" fill="${colours.moss}" opacity=".75" transform="translate(${fixed(cx - 3)} ${fixed(base - height * 0.42)}) rotate(-55)"/>` +
    `<rect x="${fixed(cx - width * 0.2)}" y="${fixed(base - height * 0.24)}" width="${fixed(width * 0.4)}" height="1.6" fill="${colours.moss}" opacity=".6"/>` +
    `<path d="${lidPath}" fill="${lid}"/>` +
    `<rect x="${fixed(left - 2)}" y="${fixed(shoulder - 3)}" width="${fixed(width + 4)}" height="1.5" fill="${colours.gold}" opacity=".75"/>` +
    gloss(left, right, shoulder + 8, base - 8, 0.7);
  return { svg, glass: body };
}
