import { startsWithChineseSurname } from './chineseSurnames';

/** The name is at the top of a resume; deeper lines are project, school and company names. */
const HEURISTIC_LINE_LIMIT = 20;

/** `姓名` / `姓 名`, then an optional colon. */
const CHINESE_NAME_LABEL = /姓\s?名\s*:?\s*/u;
/** `Name:` / `Full name -` at the start of a line (so that "Company name:" is not one). */
const ENGLISH_NAME_LABEL = /^(?:full\s*)?name\s*[:\-–—]\s*/i;
/** The labels that follow a name on the same line in tables ("姓名 李明 性别 男"), where a value ends. */
const NEXT_FIELD_LABEL =
  /性\s?别|年\s?龄|民\s?族|籍\s?贯|出生|生日|电\s?话|手\s?机|邮\s?箱|电子邮件|学\s?历|婚姻|政治面貌|身\s?高|住址|地\s?址|现居|\b(?:gender|sex|age|birth|born|phone|tel|mobile|cell|e-?mail|address|nationality)\b/iu;

const CHINESE_NAME = /^\p{Script=Han}{2,4}(?:·\p{Script=Han}{1,8})?$/u;
/** "Jane", "O’Brien", "McDonald", "Jean-Luc", "SMITH", or an initial "A.". */
const ENGLISH_NAME_WORD = /^(?:(?:[A-Z]['’])?[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:-[A-Z]?[a-z]+)*|[A-Z]{2,}(?:['’-][A-Z]+)*|[A-Z]\.)$/u;

/** Fragments of the section headings and field words of Chinese resumes; no name contains them. */
const CHINESE_HEADING_FRAGMENTS = [
  '简历', '履历', '经历', '经验', '教育', '背景', '技能', '特长', '评价', '信息', '资料', '意向', '证书',
  '爱好', '项目', '工作', '实习', '培训', '获奖', '荣誉', '联系', '方式', '个人', '基本', '求职', '应聘',
  '自我', '语言', '能力', '专业', '学历', '学校', '大学', '学院', '公司', '职位', '岗位', '目标', '期望',
  '薪资', '待遇', '附件', '备注', '中国',
];

/** Words of English resume headings, job titles and boilerplate; a line containing one is not a name. */
const ENGLISH_HEADING_WORDS = new Set([
  'curriculum', 'vitae', 'resume', 'cv', 'profile', 'experience', 'education', 'skills',
  'summary', 'objective', 'contact', 'information', 'personal', 'details', 'references', 'projects',
  'languages', 'certifications', 'awards', 'interests', 'hobbies', 'employment', 'history', 'work',
  'professional', 'career', 'qualifications', 'achievements', 'publications', 'training', 'page',
  'address', 'phone', 'email', 'mobile', 'university', 'college', 'school', 'company', 'ltd', 'inc',
  'manager', 'engineer', 'developer', 'designer', 'analyst', 'consultant', 'director', 'specialist',
  'assistant', 'intern', 'officer', 'sales', 'logistics',
]);

/**
 * The applicant's name: from a labelled field if there is one, else from the first line near the
 * top that looks like a personal name. Empty when nothing qualifies: a wrong name is worse than none.
 */
export function findResumeName(lines: readonly string[]): string {
  return findLabelledName(lines) ?? findUnlabelledName(lines.slice(0, HEURISTIC_LINE_LIMIT)) ?? '';
}

function findLabelledName(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    const label = CHINESE_NAME_LABEL.exec(line) ?? ENGLISH_NAME_LABEL.exec(line);
    if (!label) continue;
    const sameLineValue = line.slice(label.index + label[0].length);
    // In a table exported cell by cell the value is on the line after its label.
    const value = sameLineValue.trim() === '' ? (lines[index + 1] ?? '') : sameLineValue;
    const name = asPersonalName(value.split(NEXT_FIELD_LABEL)[0]!.split(/[:|,;，；、]/)[0]!);
    if (name) return name;
  }
  return null;
}

function findUnlabelledName(lines: readonly string[]): string | null {
  for (const line of lines) {
    const possessive = /^(\p{Script=Han}{2,4})的(?:个人)?简历$/u.exec(line);
    const candidate = possessive ? possessive[1]! : line;
    const name = asPersonalName(candidate);
    if (name && isLikelyUnlabelledName(name)) return name;
  }
  return null;
}

/** The value as a name when it has the shape of one (Chinese or Latin-script), else null. */
function asPersonalName(value: string): string | null {
  const trimmed = value.trim();
  // Chinese resumes space out two-character names ("李  明") to align them with longer ones.
  const compactHan = trimmed.replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '');
  if (CHINESE_NAME.test(compactHan)) return compactHan;
  const words = trimmed.split(/\s+/);
  if (words.length <= 4 && words.every((word) => ENGLISH_NAME_WORD.test(word))) {
    return words.join(' ');
  }
  return null;
}

/** Without a label, stricter: a known surname, or two or three Latin words, and no heading. */
function isLikelyUnlabelledName(name: string): boolean {
  if (/\p{Script=Han}/u.test(name)) {
    return startsWithChineseSurname(name) && !CHINESE_HEADING_FRAGMENTS.some((fragment) => name.includes(fragment));
  }
  const words = name.split(' ');
  return words.length >= 2 && words.length <= 3 && !words.some((word) => ENGLISH_HEADING_WORDS.has(word.toLowerCase()));
}
