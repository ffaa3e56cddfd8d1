#!/usr/bin/env sh
# deploy/nginx.conf with an operator's listen address and dist/ path filled in (deploy/render-conf.sh nginx).
#   deploy/render-nginx-conf.sh LISTEN ROOT > /etc/mossbloom/nginx.conf
#   e.g. deploy/render-nginx-conf.sh 0.0.0.0:80 /srv/mossbloom/dist
set -eu
if [ "$#" -ne 2 ]; then
  echo "usage: $0 LISTEN ROOT   (e.g. $0 0.0.0.0:80 /srv/mossbloom/dist)" >&2
  exit 2
fi
exec "$(dirname "$0")/render-conf.sh" nginx "$1" "$2"
