import path from 'node:path';

/**
 * The one company video shipped with the seed: a 6-second, 640×360 H.264 (constrained baseline,
 * yuv420p) MP4 with a silent AAC track and `+faststart`, about 118 KB. It is a test pattern with the
 * company's name drawn over it; every seeded video reuses it.
 *
 * Made with Debian's ffmpeg 5.1:
 *   ffmpeg -f lavfi -i "testsrc2=size=640x360:rate=25:duration=6" \
 *     -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=22050" \
 *     -vf "drawbox=…,drawtext=…'Yunzhan Intralogistics'…,drawtext=…'Company video (demo)'…" \
 *     -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 150k -maxrate 200k \
 *     -bufsize 300k -preset veryslow -g 50 -c:a aac -b:a 16k -shortest -t 6 \
 *     -movflags +faststart -map_metadata -1 -fflags +bitexact company-video.mp4
 */
export const SEED_VIDEO_FILE: string = path.join(__dirname, 'company-video.mp4');

/** Length of {@link SEED_VIDEO_FILE} in seconds. */
export const SEED_VIDEO_DURATION_SECONDS = 6;
