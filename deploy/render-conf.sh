#!/usr/bin/env sh
# Writes a server's configuration for an operator's listen address and dist/ path, from deploy/serving-rules.cjs.
#   deploy/render-conf.sh nginx|caddy|apache LISTEN ROOT [RUNDIR] > FILE
#   e.g. deploy/render-conf.sh caddy 0.0.0.0:80 /srv/mossbloom/dist > /etc/mossbloom/Caddyfile
# RUNDIR (Apache only) is the folder of its pid file: /run when rendered by root, otherwise $XDG_RUNTIME_DIR or the
# temporary folder. Needs Node.js, as the build does.
set -eu
exec node "$(dirname "$0")/render-conf.cjs" "$@"
