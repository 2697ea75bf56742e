import path from 'node:path';
import type { SeedFilm } from '../content/types';

const FOLDER = path.join(__dirname, 'films');

/**
 * The films of the seeded video centre, one per video: 5-second, 640×360 H.264 (constrained
 * baseline, yuv420p) MP4 files with `+faststart` and no sound track, 19 to 89 KB each. They are
 * drawn shapes without words, so a film suits the Chinese and the English page alike.
 *
 * Made once with Debian's ffmpeg 5.1; every file is encoded with
 *   ENC="-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 150k -maxrate 200k \
 *     -bufsize 300k -preset veryslow -g 50 -an -t 5 -movflags +faststart -map_metadata -1 -fflags +bitexact"
 * from these sources:
 *   corporate-film.mp4:
 *     ffmpeg -f lavfi -i "gradients=s=640x360:r=25:d=5:n=4:c0=0x0b3d6e:c1=0x1f6fb8:c2=0x6fb4e6:c3=0xe07b1f:speed=0.03:seed=1" $ENC corporate-film.mp4
 *   agv-fleet.mp4 (three vehicles on lanes):
 *     ffmpeg -f lavfi -i "color=c=0xd5dbe3:s=640x360:r=25:d=5" -f lavfi -i "color=c=0xe07b1f:s=90x50:r=25:d=5" \
 *       -f lavfi -i "color=c=0x1f5fa8:s=70x44:r=25:d=5" -f lavfi -i "color=c=0x2f9e6a:s=110x56:r=25:d=5" \
 *       -filter_complex "[0]drawbox=y=90:w=iw:h=4:c=0xf2c14e:t=fill,drawbox=y=180:w=iw:h=4:c=0xf2c14e:t=fill,drawbox=y=270:w=iw:h=4:c=0xf2c14e:t=fill[f];[f][1]overlay=x='mod(t*150,760)-110':y=25[g];[g][2]overlay=x='640-mod(t*220,740)':y=118[h];[h][3]overlay=x='mod(t*110+300,790)-140':y=197[v]" \
 *       -map "[v]" $ENC agv-fleet.mp4
 *   stacker-cranes.mp4 (a mast and its carriage before a rack):
 *     ffmpeg -f lavfi -i "color=c=0x2b3440:s=640x360:r=25:d=5" -f lavfi -i "color=c=0xf2c14e:s=14x360:r=25:d=5" \
 *       -f lavfi -i "color=c=0xe07b1f:s=60x40:r=25:d=5" \
 *       -filter_complex "[0]drawgrid=w=64:h=45:t=3:c=0x8a96a6[r];[r][1]overlay=x='313+240*sin(t*1.2)':y=0[m];[m][2]overlay=x='290+240*sin(t*1.2)':y='160+120*sin(t*2.1)'[v]" \
 *       -map "[v]" $ENC stacker-cranes.mp4
 *   smart-factory.mp4 (cartons on a conveyor):
 *     ffmpeg -f lavfi -i "color=c=0xe8ecf1:s=640x360:r=25:d=5" -f lavfi -i "color=c=0xb07a3c:s=70x56:r=25:d=5" \
 *       -filter_complex "[0]drawbox=y=236:w=iw:h=34:c=0x4a5361:t=fill,drawbox=y=80:w=iw:h=10:c=0x1f5fa8:t=fill[b];[1]split=4[p0][p1][p2][p3];[b][p0]overlay=x='mod(t*120,800)-80':y=180[s0];[s0][p1]overlay=x='mod(t*120+200,800)-80':y=180[s1];[s1][p2]overlay=x='mod(t*120+400,800)-80':y=180[s2];[s2][p3]overlay=x='mod(t*120+600,800)-80':y=180[v]" \
 *       -map "[v]" $ENC smart-factory.mp4
 *   manufacturing-base.mp4:
 *     ffmpeg -f lavfi -i "life=s=640x360:r=25:mold=10:ratio=0.08:seed=7:life_color=0x1f6fb8:death_color=0xdbe7f3:mold_color=0x0b3d6e" $ENC manufacturing-base.mp4
 */
function film(fileName: string): SeedFilm {
  return { file: path.join(FOLDER, fileName), durationSeconds: 5 };
}

export const SEED_FILMS = {
  corporate: film('corporate-film.mp4'),
  agvFleet: film('agv-fleet.mp4'),
  stackerCranes: film('stacker-cranes.mp4'),
  smartFactory: film('smart-factory.mp4'),
  manufacturingBase: film('manufacturing-base.mp4'),
} as const satisfies Record<string, SeedFilm>;
