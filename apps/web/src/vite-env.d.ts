/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External beta-feedback form behind "Help"; without it Help opens the contact form. */
  readonly VITE_BETA_FEEDBACK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
