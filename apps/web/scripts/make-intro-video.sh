#!/usr/bin/env bash
# Renders the home page's intro video and its poster from ffmpeg's own sources (no footage,
# no stock files):
#
#   apps/web/public/media/intro.mp4         H.264, no audio, 1280×720, 24 fps, 8 s seamless loop,
#                                           +faststart (plays while it downloads)
#   apps/web/public/media/intro-poster.jpg  its first frame (the <video> poster)
#
# The picture: soft folds of draped cloth under a pool of window light, in the brand's muted
# palette (charcoal shadows, olive mid-tones, oatmeal highlights), swaying very slightly.
# Every moving term is a sine of 2π·T/DURATION, so the last frame leads back into the first.
#
# Usage: apps/web/scripts/make-intro-video.sh [output-dir]   (needs ffmpeg with libx264)
# Both files are committed; run this again only to change the look.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/../public/media}"
mkdir -p "$out"

duration=8    # seconds; one full period of every motion term
fps=24
# The cloth is computed at half size (geq is per pixel and slow) and scaled up: it is all soft
# gradients, so nothing is lost.
render_w=640
render_h=360
width=1280
height=720

# Luminance of the cloth, 0..255. Variables: 0 phase, 1 u (0..1 across), 2 v (0..1 down),
# 3–5 fold arguments, 6 fold shading, 7 distance to the light, 8 light falloff.
cloth="st(0, 2*PI*T/${duration});\
st(1, X/W);\
st(2, Y/H);\
st(3, 2*PI*(2.6*ld(1) + 0.55*ld(2)) + 0.4*sin(ld(0)) + 0.7*sin(2*PI*0.6*ld(2) + ld(0)));\
st(4, 2*PI*(4.4*ld(1) - 0.35*ld(2)) + 0.6*sin(ld(0) + 1.9) + 0.4*sin(2*PI*0.9*ld(2) - ld(0)));\
st(5, 2*PI*(0.9*ld(1) + 0.7*ld(2)) - 0.45*sin(ld(0) + 0.6));\
st(6, 0.52 + 0.2*cos(ld(3)) + 0.08*cos(ld(4)) + 0.07*sin(ld(5)));\
st(7, hypot(ld(1) - 0.34 - 0.035*sin(ld(0)), (ld(2) - 0.32 - 0.03*cos(ld(0))) * H / W));\
st(8, 1.25 - 1.35*ld(7));\
255 * clip(ld(6) * clip(ld(8), 0.28, 1.25), 0, 1)"

# Grey → palette: charcoal #2c2b28 in the shadows, olive #66634f in the mid-tones, oatmeal
# #ddd3c1 in the light.
palette="curves=r='0/0.17 0.45/0.40 0.75/0.66 1/0.87':g='0/0.17 0.45/0.39 0.75/0.63 1/0.83':b='0/0.16 0.45/0.31 0.75/0.55 1/0.76'"

# A still linen-like grain (horizontal slubs: noise smeared sideways), laid softly over the cloth.
grain="color=c=gray:s=${width}x${height}:r=${fps}:d=${duration},format=gray,noise=alls=60:allf=u,gblur=sigma=2.5:sigmaV=0.4"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${render_w}x${render_h}:r=${fps}:d=${duration},format=gray" \
  -f lavfi -i "${grain}" \
  -filter_complex "[0:v]geq=lum='${cloth}',gblur=sigma=2,scale=${width}:${height}:flags=bicubic[cloth];\
[cloth][1:v]blend=all_mode=softlight:all_opacity=0.6,format=rgb24,${palette},format=yuv420p[v]" \
  -map "[v]" \
  -an -c:v libx264 -preset slow -crf 22 -profile:v high -tune grain \
  -g $((fps * duration)) -movflags +faststart \
  "$out/intro.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$out/intro.mp4" -frames:v 1 -q:v 3 "$out/intro-poster.jpg"

ls -l "$out/intro.mp4" "$out/intro-poster.jpg"
