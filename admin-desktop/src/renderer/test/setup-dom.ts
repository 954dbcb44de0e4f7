import '@testing-library/jest-dom/vitest';
import '@wallart/admin-ui/testing/jsdom-browser';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
