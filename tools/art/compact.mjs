// @ts-check
// Makes a drawn picture small: rounds stray decimals, merges paths painted alike and writes path data relatively.
import { formatNumber } from './svg.mjs';

/**
 * Rewrites absolute path data (M L H V C Q Z) with relative commands, which need far fewer digits. Any other
 * command leaves the path as it was.
 * @param {string} pathData
 * @param {number} decimals
 */
export function relativePath(pathData, decimals) {
  const tokens = pathData.match(/[MLHVCQZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const scale = 10 ** decimals;
  /** @param {string} token */
  const round = (token) => Math.round(parseFloat(token) * scale) / scale;
  let out = '';
  let penX = 0;
  let penY = 0;
  let startX = 0;
  let startY = 0;
  let next = 0;
  let first = true;
  /** @param {string} command @param {number[]} values */
  const emit = (command, values) => {
    out += command + values.map((value) => formatNumber(value, decimals)).join(' ');
  };
  /** @param {number} count */
  const take = (count) => tokens.slice(next, (next += count)).map(round);
  while (next < tokens.length) {
    const command = tokens[next++];
    switch (command) {
      case 'M': {
        const [x = 0, y = 0] = take(2);
        if (first) emit('M', [x, y]);
        else emit('m', [x - penX, y - penY]);
        [penX, penY, startX, startY] = [x, y, x, y];
        break;
      }
      case 'L': {
        const [x = 0, y = 0] = take(2);
        if (x === penX) emit('v', [y - penY]);
        else if (y === penY) emit('h', [x - penX]);
        else emit('l', [x - penX, y - penY]);
        [penX, penY] = [x, y];
        break;
      }
      case 'H': {
        const [x = 0] = take(1);
        emit('h', [x - penX]);
        penX = x;
        break;
      }
      case 'V': {
        const [y = 0] = take(1);
        emit('v', [y - penY]);
        penY = y;
        break;
      }
      case 'C':
      case 'Q': {
        const values = take(command === 'C' ? 6 : 4);
        emit(
          command.toLowerCase(),
          values.map((value, index) => value - (index % 2 ? penY : penX)),
        );
        [penX = 0, penY = 0] = values.slice(-2);
        break;
      }
      case 'Z':
      case 'z':
        out += 'z';
        [penX, penY] = [startX, startY];
        break;
      default:
        return pathData;
    }
    first = false;
  }
  return out.replace(/ -/g, '-');
}

/**
 * The picture as written to disk.
 * @param {string} svg
 * @param {number} decimals the picture's precision
 */
export function compactSvg(svg, decimals) {
  let out = svg.replace(/(\d+\.\d)\d+/g, (long) => formatNumber(parseFloat(long), decimals)).replace(/>\s+</g, '><');
  // Consecutive paths with the same paint become one path: the same look in fewer bytes.
  let previous;
  do {
    previous = out;
    out = out.replace(/<path d="([^"]+)"([^>]*)\/><path d="([^"]+)"\2\/>/g, '<path d="$1$3"$2/>');
  } while (out !== previous);
  return out.replace(/ d="([^"]+)"/g, (_attribute, pathData) => ` d="${relativePath(pathData, decimals)}"`);
}
