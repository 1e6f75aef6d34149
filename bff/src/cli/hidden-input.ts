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

export function readHiddenLine(input: HiddenInput, output: NodeJS.WritableStream, question: string): Promise<string> {
  output.write(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string | Buffer) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish(null);
        if (char === '\u0003' || char === '\u0004') return finish(new InputCancelled('Cancelled. Nothing was created.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}
