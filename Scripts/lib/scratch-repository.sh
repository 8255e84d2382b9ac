# Sourced by the consumer and snippet checks: `scratch_repository DEST` commits the checkout's working tree (tracked
# files plus untracked ones git does not ignore) into a new git repository at DEST tagged 0.4.0, the package as an
# app meets it through `.package(url:from:)`. Uncommitted work is checked too.
scratch_repository() {
  local root dest=$1
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  mkdir -p "$dest"
  (cd "$root" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$dest")
  git -C "$dest" init -q
  git -C "$dest" -c user.name=ci -c user.email=ci@localhost add -A
  git -C "$dest" -c user.name=ci -c user.email=ci@localhost commit -qm "checkout under test"
  git -C "$dest" tag 0.4.0
}
