import { z } from 'zod';
import { defaultMessages, type Endpoint } from './common';
import * as contracts from './index';
import { Reason } from './reasons';

/** Chinese names of the endpoint groups, in the order the reference page lists them. */
const GROUPS: Record<string, string> = {
  authEndpoints: '登录与账号',
  userEndpoints: '用户设置',
  profileEndpoints: '个人主页',
  followEndpoints: '关注',
  searchEndpoints: '搜索',
  promotionEndpoints: '推广页',
  postEndpoints: '作品',
  commentEndpoints: '评论',
  supportEndpoints: '支持方案',
  mySupportEndpoints: '我的支持',
  orderEndpoints: '订单',
  rewardEndpoints: '充电奖励',
  supporterEndpoints: '充电榜与匿名设置',
  unreadEndpoints: '消息未读数',
  notificationEndpoints: '系统通知',
  receivedCommentEndpoints: '收到的评论',
  privateMessageEndpoints: '私信',
  revenueEndpoints: '收益管理',
  tradeEndpoints: '收银台支付',
  creatorEndpoints: '创作者',
  payoutAccountEndpoints: '收款账户',
  withdrawalEndpoints: '提现',
  adminWithdrawalEndpoints: '运营后台：提现',
  adminEndpoints: '运营后台：创作者审核',
  adminOrderEndpoints: '运营后台：订单',
  adminQueueEndpoints: '运营后台：待办数量',
  adminComplaintEndpoints: '运营后台：投诉',
  adminPaymentEndpoints: '运营后台：订单与支付',
  adminContentEndpoints: '运营后台：内容',
  adminUserEndpoints: '运营后台：用户',
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

/** Every endpoint of the contracts with its group name, e.g. ['postEndpoints', 'get', {...}]. */
export function listEndpoints(): [group: string, name: string, endpoint: Endpoint][] {
  const entries: [string, string, Endpoint][] = [];
  for (const [group, value] of Object.entries(contracts)) {
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
