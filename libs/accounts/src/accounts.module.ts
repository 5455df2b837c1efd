import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '@app/rate-limit';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle.service';
import { SessionAuth } from './session-auth';
import { SessionStore } from './session-store';
import { SessionSerializer } from './session-user';
import { UserAccount } from './user-account.entity';

/**
 * Accounts and access: register, login, logout, the current user, sessions in PostgreSQL. Other modules protect
 * routes with @Authenticated() / @Roles('admin') and read the caller with @CurrentUser().
 * The session middleware itself is installed by useSessions() in the api's configureApp.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserAccount]), PassportModule.register({ session: true }), RateLimitModule],
  controllers: [AuthController],
  providers: [AccountsService, LoginThrottle, LocalStrategy, SessionSerializer, SessionAuth, SessionStore],
  exports: [AccountsService],
})
export class AccountsModule {}
