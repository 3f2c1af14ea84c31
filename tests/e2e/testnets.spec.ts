import { test } from '@playwright/test';
import { listAndDetailTests } from './support/areas';

test.describe('testnets', () => {
  listAndDetailTests({ path: '/testnets', card: 'testnet-card', name: 'Zephyr Public Testnet', heading: 'Zephyr Public Testnet', id: 'testnet-zephyr-public' });
});
