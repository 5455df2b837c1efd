import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '@app/rate-limit';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginThrottle } from './login-throttle.service';
import { SessionAuth } from './session-auth';
import { SessionStore } from './session-store';
import { SignInHooks } from './sign-in-hooks';
import { UserAccount } from './user-account.entity';

/**
 * Accounts and access: register, login, logout, the current user, sessions in PostgreSQL. Other modules protect
 * routes with @Authenticated() / @Roles('admin') and read the caller with @CurrentUser(); they react to a sign-in
 * by registering a hook with SignInHooks.
 * The session hooks themselves are installed by useSessions() when the HTTP pipeline is configured.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserAccount]), RateLimitModule],
  controllers: [AuthController],
  providers: [AccountsService, LoginThrottle, LocalAuthGuard, SessionAuth, SessionStore, SignInHooks],
  exports: [AccountsService, SignInHooks],
})
export class AccountsModule {}
