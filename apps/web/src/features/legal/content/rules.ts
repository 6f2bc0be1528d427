import { site } from '@/config/site';
import type { LegalDocument } from './types';

/**
 * 平台公约: what may not be published here and how the platform enforces it (DESIGN 8). Every refusal
 * because of a rule says 见平台公约; this page is where that points. The rules follow the
 * 《网络信息内容生态治理规定》 (arts. 6–7: content that is prohibited, and content producers must
 * prevent) in plain words; docs/GOVERNANCE.md says which parts are built.
 */
export const rulesDocument: LegalDocument = {
  title: '平台公约',
  intro: [
    '创作蛙是创作者与支持者的社区。为了让每一份创作都被看见、被支持，所有用户（包括创作者和支持者）在发布作品、评论、私信、昵称、简介、支持方案和留言时，都应遵守本公约和国家法律法规。',
  ],
  sections: [
    {
      id: 'forbidden',
      heading: '不允许发布的内容',
      blocks: [
        {
          list: [
            '违反宪法确定的基本原则，危害国家安全、荣誉和利益，煽动分裂国家、破坏国家统一的内容；',
            '淫秽色情、低俗、性暗示的内容，以及招嫖、约炮等违法信息；',
            '赌博、诈骗、传销、刷单返利、代开发票、洗钱、信用卡套现等违法犯罪信息；',
            '侮辱、诽谤他人，人身攻击、网络暴力，侵害他人名誉、隐私等合法权益的内容；',
            '未经许可的站外引流和广告（如引导加微信、扫码进群、兼职日结）；',
            '侵犯他人著作权、商标权等知识产权的内容（如搬运、盗用他人作品）；',
            '不利于未成年人身心健康的内容；',
            '其他法律、行政法规禁止的内容。',
          ],
        },
      ],
    },
    {
      id: 'enforcement',
      heading: '平台如何执行',
      blocks: [
        {
          list: [
            '自动审核：你写下的每一段文字在保存前都会经过敏感词检查。含有明令禁止内容的会被拦截，并提示所属类别；部分词语会以 * 代替；可能违规的作品和评论会进入人工审核，通过前仅你自己可见（作品显示“待审核”）。',
            '举报：任何登录用户都可以举报作品、评论、私信和用户主页。平台会核查每一条举报，并通过系统通知把处理结果告诉举报人；举报人的身份不会告知被举报人。',
            '处置：违规作品会被下架，违规评论会被隐藏，作者会收到通知并看到原因；情节严重或多次违规的账号会被封禁，封禁期间无法登录。',
            '记录：运营人员的每一次处置都会记入操作日志，以备复核。',
          ],
        },
      ],
    },
    {
      id: 'appeal',
      heading: '申诉',
      blocks: [
        `如果你认为处置有误，可以发送邮件至 ${site.supportEmail} 申诉，写明注册手机号的后四位、被处置的作品或评论，以及申诉理由。我们会在 3 个工作日内复核并回复；复核后确属误判的，作品和账号会被恢复。`,
      ],
    },
    {
      id: 'minors',
      heading: '未成年人保护',
      blocks: [
        '未成年人应在监护人的指导下使用本平台。请勿发布不适宜未成年人的内容；发现此类内容，请使用“举报”并选择“未成年人不宜”。',
      ],
    },
  ],
};
