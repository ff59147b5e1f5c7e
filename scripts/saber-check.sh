#!/usr/bin/env bash
# Builds the unmodified open-source Saber front end (chillzhuang/Saber) OUTSIDE this repository and runs
# tests/e2e/saber-frontend.spec.ts against it: sign in through Saber's own login page, then add, edit and
# delete a row on every system screen it has a view for.
#
# Usage: scripts/saber-check.sh [saber-source-dir]
#   saber-source-dir  a checkout (or `git archive`) of https://github.com/chillzhuang/Saber, default
#                     ../saber-src next to this repository; cloned from GitHub when missing.
# Environment: E2E_PORT (default 8091; the spec serves Saber on E2E_STUB_PORT, default E2E_PORT+3),
#   SABER_SHOTS=<dir> to keep a screenshot of each screen, SABER_ONLY=<path,…> for some screens only.
#
# Only two things in Saber are changed, as its README asks of any user: website.auth.publicKey
# (src/config/website.js) becomes this server's SM2 public key (data/e2e/sm2-keys.json, which the e2e
# server keeps across runs), and the dev proxy's target (vite.config.mjs) becomes this server. The build is
# `vite build --mode development`, whose VITE_APP_API is `/api` (the spec passes /api to the server).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
SRC=$(realpath -m "${1:-$REPO/../saber-src}")
DIST="$SRC/dist-toycar"
PORT=${E2E_PORT:-8091}

if [ ! -f "$SRC/package.json" ]; then
  echo "Fetching Saber into $SRC"
  git clone --depth 1 https://github.com/chillzhuang/Saber.git "$SRC"
fi

# The key pair the e2e server uses: made once here if the server never ran.
KEYS="$REPO/data/e2e/sm2-keys.json"
if [ ! -f "$KEYS" ]; then
  mkdir -p "$(dirname "$KEYS")"
  (cd "$REPO" && node --import tsx -e "
    import('./server/auth/sm2.ts').then(({ generateSm2KeyPair }) => {
      require('node:fs').writeFileSync('$KEYS', JSON.stringify(generateSm2KeyPair(), null, 2) + '\n', { mode: 0o600 });
    })")
fi
PUBLIC_KEY=$(node -p "require('$KEYS').publicKey")

# The two settings. Both edits are idempotent: they replace whatever key / target is there.
node - "$SRC" "$PUBLIC_KEY" "$PORT" <<'EOF'
const fs = require('node:fs');
const [src, key, port] = process.argv.slice(2);
const website = `${src}/src/config/website.js`;
const before = fs.readFileSync(website, 'utf8');
const after = before.replace(/(publicKey:\s*)'[0-9a-fA-F]*'/, `$1'${key}'`);
if (!after.includes(key)) throw new Error(`no auth.publicKey found in ${website}`);
fs.writeFileSync(website, after);
const vite = `${src}/vite.config.mjs`;
fs.writeFileSync(vite, fs.readFileSync(vite, 'utf8').replace(/target:\s*'[^']*'/, `target: 'http://127.0.0.1:${port}'`));
EOF

cd "$SRC"
if [ ! -d node_modules ]; then
  # Saber ships a pnpm lock; npm resolves the same ranges from package.json.
  npm install --no-audit --no-fund --registry=https://registry.npmjs.org
fi
npx vite build --mode development --outDir "$DIST" --emptyOutDir

cd "$REPO"
SABER_DIST="$DIST" npx playwright test tests/e2e/saber-frontend.spec.ts
