// Texts are cheapest and safest in GSM-7 (one part holds 160 of its characters; one character
// outside it turns the whole text into UCS-2, 70 a part). Names and landmarks typed by people are
// folded into it here: curly quotes to straight, Yoruba/Igbo dots under letters dropped (ẹ → e).
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as an escape and the character: two of the 160. */
const EXTENDED = '^{}\\[~]|€\f';

const BASIC_SET = new Set([...BASIC]);
const EXTENDED_SET = new Set([...EXTENDED]);

const LOOK_ALIKES: Record<string, string> = {
  '‘': "'", '’': "'", 'ʼ': "'", '`': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ', '₦': 'N',
};

/** The text's length in GSM-7 septets, or null when a character cannot be sent in GSM-7. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (BASIC_SET.has(char)) length += 1;
    else if (EXTENDED_SET.has(char)) length += 2;
    else return null;
  }
  return length;
}

/** `text` with every character GSM-7 can send as it is, and the rest folded to a near one (or dropped). */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (BASIC_SET.has(char) || EXTENDED_SET.has(char)) {
      out += char;
      continue;
    }
    const alike = LOOK_ALIKES[char];
    if (alike !== undefined) {
      out += alike;
      continue;
    }
    // ẹ, ọ, ṣ, ń…: the letter without its marks, when GSM-7 has it (é stays é above).
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...base].every((part) => BASIC_SET.has(part)) ? base : '';
  }
  return out;
}
