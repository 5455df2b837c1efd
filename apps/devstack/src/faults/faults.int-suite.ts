import { runFolderSpecs } from '@app/testing';
import { closeFaultBed, startFaultBed } from './fault-bed';

// One fault stack for the folder's specs (fault-bed.ts).
beforeAll(startFaultBed, 90_000);
afterAll(closeFaultBed, 30_000);

runFolderSpecs(__dirname);
