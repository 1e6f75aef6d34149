// Reads one line from a terminal without echoing it (for passwords): raw mode, so the terminal
// shows nothing; backspace works; Ctrl-C and Ctrl-D give up.

/** The part of a TTY read stream this needs (process.stdin, or a fake in tests). */
export interface HiddenInput {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  on(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  off(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

export class InputCancelled extends Error {
  override readonly name = 'InputCancelled';
}

/** What arrived after a line's end (typed ahead, or pasted with both answers), kept for the next read. */
const typedAhead = new WeakMap<HiddenInput, string>();

export function readHiddenLine(input: HiddenInput, output: NodeJS.WritableStream, question: string): Promise<string> {
  output.write(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    let done = false;
    const finish = (error: Error | null, rest: string) => {
      done = true;
      typedAhead.set(input, rest);
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string | Buffer) => {
      const chars = [...String(chunk)];
      for (const [i, char] of chars.entries()) {
        const rest = () => chars.slice(i + 1).join('').replace(/^\n/, '');
        if (char === '\r' || char === '\n') return finish(null, rest());
        if (char === '\u0003' || char === '\u0004') return finish(new InputCancelled('Cancelled. Nothing was created.'), '');
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    const ahead = typedAhead.get(input);
    typedAhead.delete(input);
    if (ahead) onData(ahead);
    if (done) return;
    input.on('data', onData);
    input.resume();
  });
}
