/**
 * Prints the browser app's security headers (server/http/securityHeaders.ts, the same the web server sends) as
 * nginx `add_header` lines, for the app side of deploy/nginx/portal.conf.template:
 *
 *   node --import tsx deploy/app-headers.ts dist/index.html > app-headers.conf
 *
 * The policy follows the runtime configuration in the environment (PUBLIC_API_URL, MEDIA_URL, WEB_URL, reCAPTCHA
 * keys) and allows the inline scripts of the given index.html and of the landing page beside it (landing.html) by hash,
 * so run it again after a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { headerValues, webHelmet } from '../server/http/securityHeaders.js';
import { LANDING_HTML } from '../server/webPreload.js';

const indexFile = process.argv[2] ?? 'dist/index.html';
const landingFile = path.join(path.dirname(indexFile), LANDING_HTML);
const html = [indexFile, ...(fs.existsSync(landingFile) ? [landingFile] : [])]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
const headers = headerValues(webHelmet(loadConfig(process.env), html));
for (const [name, value] of Object.entries(headers))
  process.stdout.write(`add_header ${name} "${value.replaceAll('"', '\\"')}" always;\n`);
