// The kit's code as printed in its QR code (docs/test-kit.md), and where the browser keeps it
// between the scan and the photo: the server never shows the code, since it proves the kit is in
// hand, so a reload during the wait needs it from here (or a second scan).

const CODE = /^QP-[2-9A-HJ-NP-Z]{8}$/;

/** The code in a scanned or typed text, or null when it is none of ours. */
export function kitCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

const key = (kitId: string) => `quitpot.testkit.${kitId}`;

export function rememberCode(kitId: string, code: string): void {
  try {
    window.localStorage.setItem(key(kitId), code);
  } catch {
    // Private mode without storage: a reload asks for a second scan.
  }
}

export function rememberedCode(kitId: string): string | null {
  try {
    return kitCode(window.localStorage.getItem(key(kitId)) ?? '');
  } catch {
    return null;
  }
}
