import type { RobotVendor } from './robotVendor';

/** What a robot posts in its group, before it is put in the vendor's format. */
export interface RobotMessage {
  title: string;
  /** Label and value pairs, or plain sentences. */
  lines: string[];
  link: string;
  linkLabel: string;
  /** The mobile number of a staff member to @-mention (WeCom, DingTalk); Feishu names them in the text. */
  mentionMobile?: string;
}

/**
 * A visitor typed the values: in markdown, `[text](url)` would be a link that looks like ours and
 * `<font>` or `**` would restyle the message, so the characters that open such markup are
 * replaced by their full-width look-alikes, which every vendor shows as text.
 */
export function plainMarkdownText(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/[[\]<>*_`#]/g, (character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0));
}

/**
 * The request body each vendor's documentation gives for a message with a link: WeCom a markdown
 * message (a text message when someone is @-mentioned, as only text carries
 * `mentioned_mobile_list`), Feishu an interactive card with a button, DingTalk a markdown
 * message whose `at.atMobiles` mentions and whose text names the mobile, as DingTalk requires.
 */
export function composeRobotBody(vendor: RobotVendor, message: RobotMessage): string {
  const { title, lines, link, linkLabel, mentionMobile } = message;
  switch (vendor) {
    case 'wecom':
      if (mentionMobile) {
        return JSON.stringify({
          msgtype: 'text',
          text: { content: [title, ...lines, `${linkLabel}: ${link}`].join('\n'), mentioned_mobile_list: [mentionMobile] },
        });
      }
      return JSON.stringify({
        msgtype: 'markdown',
        markdown: { content: [`**${title}**`, ...lines.map((line) => `> ${line}`), `[${linkLabel}](${link})`].join('\n') },
      });
    case 'feishu':
      return JSON.stringify({
        msg_type: 'interactive',
        card: {
          header: { title: { tag: 'plain_text', content: title }, template: 'blue' },
          elements: [
            { tag: 'div', text: { tag: 'lark_md', content: lines.join('\n') } },
            { tag: 'action', actions: [{ tag: 'button', text: { tag: 'plain_text', content: linkLabel }, type: 'primary', url: link }] },
          ],
        },
      });
    case 'dingtalk':
      return JSON.stringify({
        msgtype: 'markdown',
        markdown: {
          title,
          text: [`### ${title}`, '', ...lines.map((line) => `- ${line}`), '', `[${linkLabel}](${link})`, ...(mentionMobile ? ['', `@${mentionMobile}`] : [])].join('\n'),
        },
        at: { atMobiles: mentionMobile ? [mentionMobile] : [], isAtAll: false },
      });
  }
}
