// The one call of http_ece (web-push's encryption library) the push tests use to decrypt what was sent.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer;
  }
  const ece: { decrypt(buffer: Buffer | undefined, params: DecryptParams): Buffer };
  export default ece;
}
