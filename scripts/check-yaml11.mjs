#!/usr/bin/env node
// `npm run test:yaml`: openapi.yaml must parse in YAML 1.1 parsers too (PyYAML, what most Python API
// tools read specs with); the `yaml` package and js-yaml accept things PyYAML refuses, such as an
// unquoted `?` inside a flow mapping, and read `on` or `no` as booleans. So each file must load in
// PyYAML and load there exactly as the `yaml` package loads it. Fails, never skips, without PyYAML.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2).length ? process.argv.slice(2) : [join(root, 'openapi.yaml')];
// Dates become text, as the `yaml` package (YAML 1.2) leaves them.
const load = 'import sys, yaml, json\nwith open(sys.argv[1], encoding="utf-8") as f:\n    print(json.dumps(yaml.safe_load(f), default=str))';

/** Where the two readings differ, as JSON pointers with both values. */
function differences(a, b, path = '', found = []) {
  if (found.length >= 10) return found;
  const isObject = (v) => typeof v === 'object' && v !== null;
  if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) differences(a[key], b[key], `${path}/${key}`, found);
  } else if (JSON.stringify(a) !== JSON.stringify(b)) {
    found.push(`${path || '/'}: PyYAML ${JSON.stringify(a)}, yaml ${JSON.stringify(b)}`);
  }
  return found;
}

const probe = spawnSync('python3', ['-c', 'import yaml'], { encoding: 'utf8' });
if (probe.error || probe.status !== 0) {
  console.error('PyYAML is not installed: `apt-get install -y python3-yaml` (Debian), then run this again.');
  process.exit(1);
}
const { parse } = await import('yaml');
let failed = false;
for (const file of files) {
  const { status, stdout, stderr } = spawnSync('python3', ['-c', load, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (status !== 0) {
    // The parser's last lines say where and what.
    console.error(stderr.trim().split('\n').slice(-5).join('\n'));
    console.error(`\n${file}: not readable by a YAML 1.1 parser (PyYAML). Quote the value it points at.`);
    failed = true;
    continue;
  }
  const found = differences(JSON.parse(stdout), parse(readFileSync(file, 'utf8')));
  if (found.length) {
    console.error(`${file}: PyYAML (YAML 1.1) reads it differently. Quote these values:\n  ${found.join('\n  ')}`);
    failed = true;
    continue;
  }
  console.log(`${file}: PyYAML (YAML 1.1) reads it as the yaml package does`);
}
process.exit(failed ? 1 : 0);
