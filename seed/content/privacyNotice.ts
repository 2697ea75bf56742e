import { RETENTION_DEFAULTS } from '../../cms/privacy/retentionPeriods';
import type { Bilingual } from './types';

interface NoticeContacts {
  company: Bilingual;
  email: string;
  phone: string;
  address: Bilingual;
}

/**
 * The privacy notice the consult dialog, the resume uploader and the download centre link to:
 * who collects what, why, for how long (the retention periods the CMS applies by default), and
 * how to withdraw. Paragraphs are separated by a blank line.
 */
export function privacyNotice({ company, email, phone, address }: NoticeContacts): Bilingual {
  const { leadMonths, resumeMonths } = RETENTION_DEFAULTS;
  return {
    zh: [
      `${company.zh}（以下简称“我们”）依照《中华人民共和国个人信息保护法》处理您通过本网站及嵌入合作伙伴网页的表单提交的个人信息。本政策说明我们收集哪些信息、为何收集、保存多久，以及您如何撤回同意。`,
      '一、我们收集的信息。在线咨询：联系人姓名、联系电话、公司名称、所属行业、所在城市、需求描述与备注；简历投递：姓名、电话、邮箱、应聘职位及您上传的简历文件；资料下载：姓名、电话、公司名称、邮箱及所下载的资料。每次提交时，我们还记录提交时间、您的网络地址、页面语言，以及您同意的本政策版本。',
      '二、处理目的。咨询信息仅用于销售与技术人员就您的需求与您联系并提供方案；简历仅用于招聘评估与面试安排；下载登记用于向您提供资料并就相关产品与您联系。我们不会将您的个人信息出售给任何第三方，也不会用于上述目的以外的用途。',
      `三、保存期限。咨询记录与资料下载登记自提交之日起保存 ${leadMonths} 个月，简历及其文件自投递之日起保存 ${resumeMonths} 个月；期满后由系统自动删除。`,
      '四、信息安全。个人信息存储在我们位于中国境内的服务器上，仅限经授权的销售、人力资源人员在工作需要范围内访问，所有访问均有记录。',
      `五、您的权利与撤回同意。您可以随时查阅、更正或删除您的个人信息，或撤回您的同意：请发送邮件至 ${email}，或致电 ${phone}（工作日 09:00–18:00），我们将在 15 个工作日内处理。撤回同意不影响撤回前基于同意已进行的处理。`,
      `六、联系我们。${company.zh}，地址：${address.zh}。本政策如有更新，我们将在本页公布新版本，并在您下次提交表单时请您再次确认。`,
    ].join('\n\n'),
    en: [
      `${company.en} ("we") processes the personal information you submit through the forms of this website and of the partner pages that embed them in accordance with the Personal Information Protection Law of the People's Republic of China. This notice explains what we collect, why, how long we keep it, and how you can withdraw your consent.`,
      '1. What we collect. Consultation: contact name, phone number, company name, industry, city, your requirement and remarks. Job applications: name, phone number, e-mail, the position applied for and the resume file you upload. Download requests: name, phone number, company name, e-mail and the document requested. With each submission we also record the time, your network address, the page language and the version of this notice you agreed to.',
      '2. Why. Consultation details are used only so that our sales and engineering staff can contact you about your requirement; resumes only to assess applications and arrange interviews; download requests to provide the document and to contact you about the products concerned. We never sell your personal information, nor use it for any other purpose.',
      `3. How long. Consultations and download requests are kept for ${leadMonths} months from submission, resumes and their files for ${resumeMonths} months; the system then deletes them automatically.`,
      '4. Security. Personal information is stored on our servers in mainland China and can be accessed only by authorised sales and HR staff, as far as their work requires; every access is logged.',
      `5. Your rights and withdrawing consent. You may at any time access, correct or delete your personal information, or withdraw your consent: write to ${email} or call ${phone} (weekdays 09:00–18:00), and we will act on your request within 15 working days. Withdrawing consent does not affect processing carried out on the basis of your consent before the withdrawal.`,
      `6. Contact. ${company.en}, ${address.en}. When this notice changes we publish the new version on this page and ask for your agreement again the next time you submit a form.`,
    ].join('\n\n'),
  };
}
