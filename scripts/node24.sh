# Puts Node 24 LTS first on PATH, installing it into .node/ when this machine's Node is older
# (scripts/project-node.mjs, which `npm start` and `npm test` use by themselves). Source it
# (`. scripts/node24.sh`) to have Node 24 in your shell for other commands.
__frog_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
if __frog_node="$(node "$__frog_root/scripts/project-node.mjs")"; then
  export PATH="$(dirname "$__frog_node"):$PATH"
fi
unset __frog_root __frog_node
node --version
