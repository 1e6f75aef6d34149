// The retention module's public face: the sweep that keeps personal data only as long as
// config.retention says (docs/security.md, data inventory), and its timer for server.ts.
export { createRetentionSweep, startRetentionSweep, type RetentionReport } from './sweep.ts';
