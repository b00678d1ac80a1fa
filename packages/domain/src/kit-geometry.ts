// The printed test kit (docs/test-kit.md), in millimetres. The reader only relies on the
// positions relative to the QR symbol ("QR frame": origin at the symbol's top-left corner,
// x to the right, y down, the symbol's outer edge, quiet zone excluded); the rest is for
// printing and for the synthetic photos.

/** Side of the QR symbol, quiet zone excluded, whatever its version. */
export const QR_SIZE_MM = 16;
/** Versions printed: 2 (25 modules), error correction Q. Any version reads. */
export const QR_VERSION = 2;

/** The cassette and where the QR symbol sits on it. */
export const CASSETTE = { width: 80, height: 30, cornerRadius: 3 } as const;
export const QR_ORIGIN_ON_CASSETTE = { x: 5, y: 5 } as const;

/** The result window (the visible membrane), in the QR frame. */
export const WINDOW = { left: 23, top: 3, right: 57, bottom: 13 } as const;
/** Centres of the control and test lines along the window (QR frame x); lines run the full window height. */
export const C_LINE_X = 31;
export const T_LINE_X = 43;
export const LINE_WIDTH_MM = 1;
/** The sample well, in the QR frame. */
export const SAMPLE_WELL = { x: 66, y: 8, radius: 4 } as const;

/** Colours in sRGB: membrane, and a line at full strength. Strength s mixes them by s. */
export const MEMBRANE_RGB = [251, 250, 246] as const;
export const LINE_FULL_RGB = [170, 60, 110] as const;
export const CASSETTE_RGB = [238, 238, 234] as const;

/** The kit code: QP- and 8 characters of the QR alphanumeric set without look-alikes. */
export const KIT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const KIT_CODE_PATTERN = /^QP-[2-9A-HJ-NP-Z]{8}$/;
