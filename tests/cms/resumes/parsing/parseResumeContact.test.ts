import { describe, expect, it } from 'vitest';
import { parseResumeContact } from '../../../../cms/resumes/parsing/parseResumeContact';

const phoneOf = (text: string): string => parseResumeContact(text).phone;
const emailOf = (text: string): string => parseResumeContact(text).email;
const nameOf = (text: string): string => parseResumeContact(text).name;

describe('parseResumeContact: phone', () => {
  it.each([
    ['手机：13800138000', '13800138000'],
    ['Tel: 138 0013 8000', '13800138000'],
    ['电话 138-0013-8000', '13800138000'],
    ['Mobile: +86 139 1234 5678', '13912345678'],
    ['+86-19912345678', '19912345678'],
    ['(+86) 15012345678', '15012345678'],
    ['8613800138000', '13800138000'],
    ['0086 138 0013 8000', '13800138000'],
    ['手机：１３８００１３８０００', '13800138000'],
    ['1 3 8 0 0 1 3 8 0 0 0', '13800138000'],
  ])('finds the mobile number in %j', (text, phone) => {
    expect(phoneOf(text)).toBe(phone);
  });

  it.each([
    '12800138000',
    '10800138000',
    '1380013800',
    '138001380001',
    '身份证 110101199003071234',
    '座机 010-6552 9988',
    'Fax 138--0013--8000',
  ])('finds no mobile number in %j', (text) => {
    expect(phoneOf(text)).toBe('');
  });

  it('answers the first mobile number', () => {
    expect(phoneOf('本人 137 0000 1111\n紧急联系人 139 2222 3333')).toBe('13700001111');
  });

  it.each([
    ['Phone: +44 20 7946 0958', '+44 20 7946 0958'],
    ['Tel. +44 (0)20 7946 0958 | London', '+44 (0)20 7946 0958'],
    ['+1 (415) 555-0132', '+1 (415) 555-0132'],
    ['Mobile +49  30 901820\nBerlin', '+49 30 901820'],
    ['电话：＋８５２ ２１２３ ４５６７', '+852 2123 4567'],
  ])('finds the number written with its country code in %j, as written', (text, phone) => {
    expect(phoneOf(text)).toBe(phone);
  });

  it.each(['+44 12', 'Ref +1234 5678 9012 3456 78', 'A+44 20 7946 0958', 'Tel: 020 7946 0958'])('finds no telephone number in %j', (text) => {
    expect(phoneOf(text)).toBe('');
  });

  it('prefers a mainland mobile to a number from abroad', () => {
    expect(phoneOf('Office +44 20 7946 0958\nMobile 139 1234 5678')).toBe('13912345678');
  });
});

describe('parseResumeContact: e-mail', () => {
  it.each([
    ['Email: jane.smith@example.com', 'jane.smith@example.com'],
    ['邮箱：li_ming+jobs@mail.example.com.cn电话', 'li_ming+jobs@mail.example.com.cn'],
    ['E-mail：ＬＩＭＩＮＧ＠ＥＸＡＭＰＬＥ．ＣＯＭ', 'LIMING@EXAMPLE.COM'],
    ['mailto:wang@163.com.', 'wang@163.com'],
    ['.bad..x@example.com then good@example.org', 'good@example.org'],
  ])('finds the address in %j', (text, email) => {
    expect(emailOf(text)).toBe(email);
  });

  it.each(['name@localhost', 'name@example.c', '@example.com', 'a@b@c'])('finds no address in %j', (text) => {
    expect(emailOf(text)).toBe('');
  });
});

describe('parseResumeContact: name', () => {
  it.each([
    ['个人简历\n姓名：张三\n性别：男', '张三'],
    ['姓 名: 李明', '李明'],
    ['姓名:王芳 性别:女 年龄:28', '王芳'],
    ['姓名王芳性别女', '王芳'],
    ['姓名 李 明 出生年月 1995.03', '李明'],
    ['姓名\n欧阳娜娜\n性别\n女', '欧阳娜娜'],
    ['基本信息\n姓名:买买提·艾力', '买买提·艾力'],
    ['Name: Jane Smith', 'Jane Smith'],
    ['Full name - Mary Ann O’Brien', 'Mary Ann O’Brien'],
    ['NAME: JOHN DOE Phone: 13800138000', 'JOHN DOE'],
    ['Name: 张伟', '张伟'],
  ])('reads the labelled name in %j', (text, name) => {
    expect(nameOf(text)).toBe(name);
  });

  it.each([
    ['个人简历\n求职意向\n刘洋\n手机 13800138000', '刘洋'],
    ['简历\n基本信息\n陈  静\n本科', '陈静'],
    ['本科\n汉族\n赵磊', '赵磊'],
    ['张伟的个人简历\n工作经历', '张伟'],
    ['Curriculum Vitae\nProfessional Profile\nJohn A. Carter\nSenior Engineer', 'John A. Carter'],
    ['RESUME\nWork Experience\nJane Smith', 'Jane Smith'],
  ])('guesses the unlabelled name in %j', (text, name) => {
    expect(nameOf(text)).toBe(name);
  });

  it.each([
    '个人简历\n工作经历\n教育背景\n项目经验',
    '本科\n汉族\n北京\n未婚',
    'Curriculum Vitae\nWork Experience\nSkills Summary',
    'Company name: ACME Logistics Ltd',
    '姓名：\n性别：男',
  ])('finds no name in %j', (text) => {
    expect(nameOf(text)).toBe('');
  });

  it('prefers a labelled name anywhere to an unlabelled guess at the top', () => {
    expect(nameOf('王强\n工作经历\n姓名：李娜')).toBe('李娜');
  });

  it('does not take a name from deep in the document without a label', () => {
    const filler = Array.from({ length: 25 }, (_, index) => `第${index}行 2020-2021`).join('\n');
    expect(nameOf(`${filler}\n周杰`)).toBe('');
  });
});

describe('parseResumeContact: no contact details', () => {
  it('answers empty fields', () => {
    expect(parseResumeContact('个人简历\n工作经历\n2019-2023 仓储主管，负责 WMS 上线')).toEqual({ name: '', phone: '', email: '' });
    expect(parseResumeContact('')).toEqual({ name: '', phone: '', email: '' });
  });
});
