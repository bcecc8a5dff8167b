// Removes a JPEG's APP1 segments (Exif, where cameras and phones write the GPS position, and
// XMP, which may repeat it) while the bytes stream through: only the segments before the image
// data (SOS) are looked at, each at most 64 KiB, so memory stays bounded.
const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;

export function jpegLocationStripper(): (chunk: Uint8Array | null) => Uint8Array[] {
  let pending: Uint8Array = new Uint8Array(0);
  let passThrough = false;
  let seenSoi = false;
  const join = (a: Uint8Array, b: Uint8Array) => {
    const out = new Uint8Array(a.length + b.length);
    out.set(a, 0);
    out.set(b, a.length);
    return out;
  };
  return (chunk) => {
    if (chunk === null) {
      const rest = pending;
      pending = new Uint8Array(0);
      return rest.length ? [rest] : [];
    }
    if (passThrough) return [chunk];
    pending = join(pending, chunk);
    const out: Uint8Array[] = [];
    for (;;) {
      if (!seenSoi) {
        if (pending.length < 2) return out;
        seenSoi = true;
        if (pending[0] !== 0xff || pending[1] !== SOI) {
          passThrough = true;
          out.push(pending);
          pending = new Uint8Array(0);
          return out;
        }
        out.push(pending.subarray(0, 2));
        pending = pending.subarray(2);
        continue;
      }
      if (pending.length < 4) return out;
      const marker = pending[1];
      if (pending[0] !== 0xff || marker === SOS || marker === 0xff) {
        // The image data (or something this reader does not follow): the rest goes as it is.
        passThrough = true;
        out.push(pending);
        pending = new Uint8Array(0);
        return out;
      }
      const length = 2 + ((pending[2] << 8) | pending[3]);
      if (pending.length < length) return out;
      if (marker !== APP1) out.push(pending.subarray(0, length));
      pending = pending.subarray(length);
    }
  };
}
