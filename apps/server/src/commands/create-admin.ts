import { parseArgs } from 'node:util';
import { maskPhone, createOrPromoteOperator, parseOperatorInput } from '../modules/identity';
import { migrateToLatest } from '../platform/db/migrate';
import { runScript, ScriptError } from './run-script';

// npm run admin:create -- --phone 13900000000 --password Xxx12345 --nickname 运营小蛙
await runScript(async ({ database }) => {
  const { values } = parseArgs({
    options: { phone: { type: 'string' }, password: { type: 'string' }, nickname: { type: 'string' } },
    strict: false,
  });
  const parsed = parseOperatorInput(values);
  if (!parsed.ok) {
    throw new ScriptError(
      `${parsed.message}\n用法：npm run admin:create -- --phone 13900000000 --password Xxx12345 --nickname 运营小蛙`,
    );
  }
  await migrateToLatest(database.db);
  const { user, created } = await createOrPromoteOperator(database.db, parsed.input);
  console.log(
    `${created ? '已创建运营账号' : '已将现有账号设为运营'}：${user.nickname}（${maskPhone(user.phone)}，ID ${user.id}）`,
  );
});
