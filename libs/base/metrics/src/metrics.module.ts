import { DynamicModule, Module } from '@nestjs/common';
import { Metrics, METRICS_SERVICE, MetricsService } from './metrics';

/**
 * The process's Metrics, global so that any module can declare what it measures. Imported once per application with
 * the process's name: MetricsModule.forRoot('api') in the api, forRoot('worker') in the worker.
 */
@Module({})
export class MetricsModule {
  static forRoot(service: MetricsService): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [{ provide: METRICS_SERVICE, useValue: service }, Metrics],
      exports: [Metrics],
    };
  }
}
