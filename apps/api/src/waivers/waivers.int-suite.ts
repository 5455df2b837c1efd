import { runFolderSpecs } from '@app/testing';

runFolderSpecs(__dirname);
