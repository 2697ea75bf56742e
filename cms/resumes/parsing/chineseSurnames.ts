/**
 * Common Chinese surnames (well over 95% of the population). A line of Han characters is taken
 * for a name only if it starts with one, which rules out the stray values ("本科", "汉族",
 * "北京", "未婚") that resume layouts put on lines of their own.
 */
const SINGLE_CHARACTER_SURNAMES = new Set(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由',
);

const COMPOUND_SURNAMES = new Set([
  '欧阳', '司马', '诸葛', '上官', '慕容', '东方', '皇甫', '令狐', '尉迟', '公孙', '夏侯', '端木',
  '长孙', '宇文', '司徒', '司空', '独孤', '南宫', '西门', '轩辕', '呼延', '万俟', '澹台', '申屠',
]);

export function startsWithChineseSurname(name: string): boolean {
  return COMPOUND_SURNAMES.has(name.slice(0, 2)) || SINGLE_CHARACTER_SURNAMES.has(name.slice(0, 1));
}
