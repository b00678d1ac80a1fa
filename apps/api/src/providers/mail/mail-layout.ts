// Renders a mail's blocks twice: as plain text and as simple inline-styled HTML.
import type { Language } from '@quit/domain/constants';
import type { MailContent } from './port';

export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; href: string }
  /** The link spelled out under a button, for mail clients that do not show buttons. */
  | { type: 'link_fallback'; hint: string; href: string }
  | { type: 'note'; text: string }
  | { type: 'list'; items: string[] }
  /** Small print with a link spelled out, such as "stop these reminders". */
  | { type: 'footer_link'; text: string; label: string; href: string };

const ACCENT = '#15803d';
const P = 'margin:0 0 16px;';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const html = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

function blockText(block: MailBlock): string | undefined {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'link_fallback':
      return undefined;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'footer_link':
      return `--\n${block.text}\n${block.label}: ${block.href}`;
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${P}">${html(block.text)}</p>`;
    case 'note':
      return `<p style="${P}font-size:14px;color:#4b5563;">${html(block.text)}</p>`;
    case 'button':
      return (
        `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;` +
        `background:${ACCENT};color:#ffffff;font-weight:bold;text-decoration:none;` +
        `padding:12px 24px;border-radius:6px;">${html(block.label)}</a></p>`
      );
    case 'link_fallback':
      return (
        `<p style="${P}font-size:14px;color:#4b5563;">${html(block.hint)}<br>` +
        `<a href="${escapeHtml(block.href)}" style="color:${ACCENT};word-break:break-all;">` +
        `${html(block.href)}</a></p>`
      );
    case 'list':
      return (
        `<ul style="${P}padding-left:20px;">` +
        block.items.map((item) => `<li>${html(item)}</li>`).join('') +
        `</ul>`
      );
    case 'footer_link':
      return (
        `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;` +
        `font-size:13px;color:#6b7280;">${html(block.text)}<br>` +
        `<a href="${escapeHtml(block.href)}" style="color:#6b7280;">${html(block.label)}</a></p>`
      );
  }
}

export function renderMail(language: Language, subject: string, blocks: MailBlock[]): MailContent {
  const text = blocks
    .map(blockText)
    .filter((part) => part !== undefined)
    .join('\n\n');
  const body = blocks.map(blockHtml).join('\n');
  return {
    subject,
    text: `${text}\n`,
    html:
      `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${html(subject)}</title></head>\n` +
      `<body style="margin:0;padding:24px 12px;background:#f4f4f5;">\n` +
      `<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;` +
      `border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;` +
      `line-height:1.5;color:#1f2937;">\n${body}\n</div>\n</body></html>\n`,
  };
}
