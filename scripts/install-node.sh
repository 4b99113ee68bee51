#!/usr/bin/env sh
# Installs the Node.js line this project runs on (.nvmrc: an LTS line) from the npm registry alone,
# for a machine that has an older Node.js and npm but no other way to download one (no nvm, no
# internet but the registry). The Node.js project publishes its binaries to the registry as
# `node-<platform>-<arch>` packages: this installs the newest release of the line into a folder of
# its own and prints that folder's bin directory, to put first on PATH:
#
#   export PATH="$(sh scripts/install-node.sh):$PATH"
#
# NODE_PREFIX chooses the folder (default ~/.local/node-<line>). Run again, it installs nothing.
set -eu
line=$(tr -d ' \n' < "$(dirname "$0")/../.nvmrc")
platform=$(node -p 'process.platform + "-" + process.arch')
prefix=${NODE_PREFIX:-$HOME/.local/node-$line}
bin="$prefix/node_modules/node-$platform/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" != "$line" ]; then
  mkdir -p "$prefix"
  # --prefix: a folder of its own, not the project; the package has no install script.
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node-$platform@$line" >&2
fi
echo "$bin"
