import { z } from 'zod';
import { defaultMessages, type Endpoint } from './common';
import * as contracts from './index';
import { Reason } from './reasons';

/** Chinese names of the endpoint groups, in the order the reference page lists them. */
const GROUPS: Record<string, string> = {
  authEndpoints: '登录与账号',
  userEndpoints: '用户设置',
  accountClosureEndpoints: '注销账号',
  buyerRealNameEndpoints: '实名认证（年龄）',
  profileEndpoints: '个人主页',
  followEndpoints: '关注',
  searchEndpoints: '搜索',
  discoveryEndpoints: '发现与标签',
  promotionEndpoints: '推广页',
  postEndpoints: '作品',
  seriesEndpoints: '合集',
  feedEndpoints: 'RSS 订阅',
  commentEndpoints: '评论',
  commentSettingEndpoints: '评论区管理',
  likeEndpoints: '点赞',
  supportEndpoints: '支持方案',
  mySupportEndpoints: '我的支持',
  orderEndpoints: '订单',
  discountCodeEndpoints: '优惠码',
  refundRequestEndpoints: '退款申请',
  guardianRequestEndpoints: '监护人退款申请',
  reportEndpoints: '举报',
  appealEndpoints: '申诉',
  rewardEndpoints: '充电奖励',
  supporterEndpoints: '充电榜与匿名设置',
  unreadEndpoints: '消息未读数',
  notificationEndpoints: '系统通知',
  receivedCommentEndpoints: '收到的评论',
  privateMessageEndpoints: '私信',
  revenueEndpoints: '收益管理',
  revenueStatementEndpoints: '收益管理：收入与纳税明细',
  tradeEndpoints: '收银台支付',
  creatorEndpoints: '创作者',
  payoutAccountEndpoints: '收款账户',
  withdrawalEndpoints: '提现',
  adminWithdrawalEndpoints: '运营后台：提现',
  adminEndpoints: '运营后台：创作者审核',
  adminReviewEndpoints: '运营后台：待审核',
  adminReportEndpoints: '运营后台：举报',
  adminAppealEndpoints: '运营后台：申诉',
  adminOrderEndpoints: '运营后台：订单',
  adminQueueEndpoints: '运营后台：待办数量',
  adminComplaintEndpoints: '运营后台：投诉',
  adminRefundRequestEndpoints: '运营后台：退款申请',
  adminGuardianRequestEndpoints: '运营后台：监护人申请',
  adminPaymentEndpoints: '运营后台：订单与支付',
  adminReconciliationEndpoints: '运营后台：对账',
  adminTaxFilingEndpoints: '运营后台：个税申报与缴款',
  adminTaxReportEndpoints: '运营后台：涉税信息报送',
  adminContentEndpoints: '运营后台：内容',
  adminUserEndpoints: '运营后台：用户',
  adminWordListEndpoints: '运营后台：敏感词表',
  adminAuditEndpoints: '运营后台：操作日志',
  devEndpoints: '开发环境',
  devPayoutEndpoints: '开发环境：模拟打款',
};

type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses). Params are described by what the
 * server accepts after reading the form (`io: 'output'`): every value travels as a string, so an
 * `integer` field is sent as its decimal digits. Transforms have no JSON Schema; they become `{}`.
 */
const jsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

const withoutDialect = ({ $schema: _dialect, ...schema }: JsonSchema): JsonSchema => schema;

/** GROUPS' order, then any group it does not name, alphabetically. */
const groupOrder = (a: string, b: string) => {
  const rank = (group: string) => {
    const index = Object.keys(GROUPS).indexOf(group);

    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };

  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
};

/**
 * Every endpoint of the contracts with its group name, e.g. ['postEndpoints', 'get', {...}]: groups
 * in GROUPS' order, each group's calls in the order its file declares them. Not in the namespace's
 * key order, which depends on the loader (Node sorts a module namespace's keys, Vitest keeps export
 * order), so the checked-in docs/openapi.json comes out the same from both.
 */
export function listEndpoints(): [group: string, name: string, endpoint: Endpoint][] {
  const entries: [string, string, Endpoint][] = [];
  const groups = Object.entries(contracts).sort(([a], [b]) => groupOrder(a, b));
  for (const [group, value] of groups) {
    if (!group.endsWith('Endpoints') || typeof value !== 'object' || value === null) continue;
    for (const [name, endpoint] of Object.entries(value as Record<string, Endpoint>)) {
      entries.push([group, name, endpoint]);
    }
  }

  return entries;
}

function requestBody(endpoint: Endpoint): JsonSchema {
  const params = withoutDialect(jsonSchema(endpoint.params));
  if (!endpoint.multipart) {
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema: params } } };
  }
  const fields = Object.fromEntries(
    Object.entries(endpoint.multipart.fields ?? {}).map(([key, label]) => [
      key,
      { type: 'string', description: label },
    ]),
  );

  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            ...fields,
            file: { type: 'string', format: 'binary', description: '文件（放在最后）' },
          },
          required: [...Object.keys(fields), 'file'],
        },
      },
    },
  };
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { const: 200 }, message: { type: 'string' }, data },
    required: ['code', 'message', 'data'],
  };
}

/**
 * The OpenAPI 3.1 description of every call in the contracts (SPEC 7: `POST`, form-encoded params,
 * the `{ code, message, data }` envelope). Built from the same zod schemas the server parses with,
 * so it cannot drift from what the server accepts.
 */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const [group, name, endpoint] of listEndpoints()) {
    paths[endpoint.path] = {
      post: {
        operationId: `${group.replace(/Endpoints$/, '')}.${name}`,
        tags: [GROUPS[group] ?? group],
        ...(endpoint.summary ? { summary: endpoint.summary } : {}),
        requestBody: requestBody(endpoint),
        responses: {
          '200': {
            description:
              '成功：code 200；失败时 code 与 HTTP 状态相同，message 为中文说明，reason 为稳定的原因代码',
            content: { 'application/json': { schema: envelope(withoutDialect(jsonSchema(endpoint.data))) } },
          },
          default: { $ref: '#/components/responses/Refused' },
        },
      },
    };
  }
  const codes = Object.entries(defaultMessages)
    .filter(([code]) => code !== '200')
    .map(([code, message]) => `${code}：${message}`)
    .join('；');

  return {
    openapi: '3.1.0',
    info: {
      title: '创作蛙 API',
      version: '1',
      description:
        '所有调用均为 POST，参数以表单编码（application/x-www-form-urlencoded）放在请求体中，数组参数重复同名字段；' +
        '回答为 { code, message, data }，code 200 表示成功。',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: Object.values(GROUPS).map((tag) => ({ name: tag })),
    paths,
    components: {
      responses: {
        Refused: {
          description: `被拒绝的调用（${codes}）`,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { type: 'integer', enum: Object.keys(defaultMessages).map(Number).slice(1) },
                  message: { type: 'string', description: '给用户看的中文说明' },
                  reason: {
                    type: 'string',
                    enum: Object.values(Reason),
                    description: '稳定的原因代码，供程序判断（不要匹配 message 文本）',
                  },
                  data: {},
                },
                required: ['code', 'message', 'reason'],
              },
            },
          },
        },
      },
    },
  };
}

/**
 * The server URL written into the checked-in docs/openapi.json: the local `npm start`, a fixed
 * placeholder so the file depends on no deployment (the served /api/openapi.json names PUBLIC_URL).
 */
export const OPENAPI_FILE_SERVER_URL = 'http://127.0.0.1:3000';

const JSON_WIDTH = 100;

/** JSON on one line, with a space after `:` and `,` (and inside braces), as the formatter prints it. */
const oneLine = (value: unknown): string => {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';

  return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(', ')} }`;
};

/**
 * JSON indented by two spaces, except that an object or array which fits on its line (100 columns)
 * stays on it, as Prettier prints JSON arrays: about half the lines of `JSON.stringify(v, null, 2)`,
 * and a diff of the file still shows which field of which call changed.
 */
function formatJson(value: unknown, indent = '', column = 0): string {
  const line = oneLine(value);
  if (typeof value !== 'object' || value === null || column + line.length <= JSON_WIDTH) return line;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + formatJson(item, inner, inner.length)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([key, item]) => {
    const head = `${inner}${JSON.stringify(key)}: `;

    return head + formatJson(item, inner, head.length);
  });

  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** The exact text of docs/openapi.json (`npm run openapi:write` writes it, `openapi:check` compares). */
export const openApiFileText = (): string =>
  `${formatJson(buildOpenApiDocument({ serverUrl: OPENAPI_FILE_SERVER_URL }))}\n`;

/** The first line where two texts differ (1-based, with both lines), or undefined when they are equal. */
export function firstDifference(
  actual: string,
  wanted: string,
): { line: number; actual: string; wanted: string } | undefined {
  if (actual === wanted) return undefined;
  const a = actual.split('\n');
  const w = wanted.split('\n');
  let i = 0;
  while (i < a.length && i < w.length && a[i] === w[i]) i++;

  return { line: i + 1, actual: a[i] ?? '<end of file>', wanted: w[i] ?? '<end of file>' };
}
