/**
 * What a bundle is made of: attributes every generated character of a JS file to the package (or our folder) its
 * source map names, so `npm run bench:bundle` can say what costs most. Sizes are raw characters, shared out in
 * proportion to the file's gzip size by the caller.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one mapping segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** `node_modules/@chakra-ui/react/dist/...` → `@chakra-ui/react`; our files → their top two folders. */
export function ownerOf(source: string): string {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
  const ours = parts.filter((part) => part !== '..' && part !== '.');
  return ours.slice(0, 2).join('/');
}

/** Characters of `code` per owner of the source they came from. */
export function sizesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const sizes = new Map<string, number>();
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let line = 0; line < mapLines.length && line < lines.length; line++) {
    let column = 0;
    const starts: [number, number][] = [];
    for (const segment of mapLines[line].split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      starts.push([column, sourceIndex]);
    }
    for (let i = 0; i < starts.length; i++) {
      const end = i + 1 < starts.length ? starts[i + 1][0] : lines[line].length;
      const owner = ownerOf(map.sources[starts[i][1]] ?? '?');
      sizes.set(owner, (sizes.get(owner) ?? 0) + Math.max(0, end - starts[i][0]));
    }
  }
  return sizes;
}
