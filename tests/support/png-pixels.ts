/**
 * The pixels of a PNG as Chromium's screenshots write them (8 bits per channel, RGB or RGBA, not interlaced), to
 * count the colours a canvas drew. The format: the PNG specification, W3C Recommendation (third edition), sections
 * 11.2.1 (IHDR) and 9 (filter types 0 to 4, the Paeth predictor).
 */
import { inflateSync } from "node:zlib";

export interface Pixels {
  width: number;
  height: number;
  /** Red, green, blue of pixel `index` (row by row). */
  rgb(index: number): [number, number, number];
}

export function pngPixels(png: Buffer): Pixels {
  if (png.toString("latin1", 1, 4) !== "PNG") throw new Error("not a PNG");
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error(`a PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)];
    for (let column = 0; column < stride; column++) {
      const value = raw[row * (stride + 1) + 1 + column] ?? 0;
      const left = column >= channels ? (out[row * stride + column - channels] ?? 0) : 0;
      const up = row > 0 ? (out[(row - 1) * stride + column] ?? 0) : 0;
      const corner = row > 0 && column >= channels ? (out[(row - 1) * stride + column - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const guess = left + up - corner;
        const [a, b, c] = [Math.abs(guess - left), Math.abs(guess - up), Math.abs(guess - corner)];
        predicted = a <= b && a <= c ? left : b <= c ? up : corner;
      }
      out[row * stride + column] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    rgb: (index) => [out[index * channels] ?? 0, out[index * channels + 1] ?? 0, out[index * channels + 2] ?? 0],
  };
}
