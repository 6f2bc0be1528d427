import { postEndpoints } from '@frog/contracts';
import { listEndpoints } from '@frog/contracts/openapi';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { openApiRoutes } from './openapi.routes';

describe('the OpenAPI description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const getDocument = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);

    return res.json();
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(await getDocument());

    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every call of the contracts, each one answered by the server', async () => {
    const document = await getDocument();
    const endpoints = listEndpoints();

    expect(endpoints.length).toBeGreaterThan(50);
    for (const [, , endpoint] of endpoints) {
      expect(document.paths[endpoint.path]?.post, endpoint.path).toBeDefined();
      expect(t.app.hasRoute({ method: 'POST', url: endpoint.path }), endpoint.path).toBe(true);
    }
  });

  it('types the params a caller sends and the data it gets back', async () => {
    const { post } = (await getDocument()).paths[postEndpoints.get.path];

    expect(post.requestBody.content['application/x-www-form-urlencoded'].schema).toMatchObject({
      properties: { id: { type: 'integer' } },
      required: ['id'],
    });
    expect(post.responses['200'].content['application/json'].schema.properties.data).toMatchObject({
      properties: { title: { type: 'string' } },
    });
  });

  it('describes uploads as multipart with their fields and the file', async () => {
    const { post } = (await getDocument()).paths[postEndpoints.attachmentUpload.path];

    expect(post.requestBody.content['multipart/form-data'].schema.required).toEqual(['postId', 'file']);
  });

  it('serves a browsable reference page in development', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/api/reference' });
    const res = await t.app.inject({
      method: 'GET',
      url: String(entry.headers.location ?? '/api/reference'),
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/openapi.json');
  });
});

describe('in production', () => {
  it('serves the description but no reference page', async () => {
    const base = await buildTestApp();
    const app = Fastify();
    await app.register(openApiRoutes({ env: { ...base.env, NODE_ENV: 'production' } }));
    try {
      expect((await app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/reference' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await base.close();
    }
  });
});
